import { startApp } from '@/app/start';

const container = document.getElementById('root');
if (!container) throw new Error('root element missing');
startApp(container);
