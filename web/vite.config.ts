import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { codeSplitting } from './chunks';
import { prerenderLandingPage } from './prerender-plugin';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [react(), prerenderLandingPage(alias)],
  resolve: { alias },
  build: {
    target: 'es2020',
    sourcemap: false,
    // Every browser the app supports reads <link rel="modulepreload"> itself (Chrome 66, Safari 17,
    // Firefox 115); where one does not, the modules still load, only without the early fetch. The
    // polyfill's bytes sat in the landing page's first view, which is at its budget.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
