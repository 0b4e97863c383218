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
    rolldownOptions: { output: { codeSplitting } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
