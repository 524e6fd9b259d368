/** Entry point: fonts, translations, the React root, and the service worker (production only). */
import './lib/configure-zod';
import './theme/fonts.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerServiceWorker } from './components/pwa/service-worker-updates';
import { startSync } from './sync/start-sync';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
startSync();
