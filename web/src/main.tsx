import { startApp } from '@/app/start';

/** index.html's boot script may add this module before the page is parsed: it starts once #root is there. */
function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('root element missing');
  startApp(container);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
