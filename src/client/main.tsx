/**
 * Entry point: Chakra's global stylesheet, fonts, the reader's settings (applied to <html> before anything paints),
 * translations, then the React root once the reader's language is loaded; the service
 * worker registers after the page has loaded (production only).
 */
import './lib/configure-zod';
// Chakra's reset, global styles and design tokens, rendered at build time (empty in dev,
// where Chakra inserts them at run time): scripts/vite/chakra-global-css.ts.
import 'virtual:chakra-global.css';
import './theme/fonts.css';
// The poem text's classes, which the server's first screen uses too (src/ui/README.md).
import '@ui/poem-text/poem-text.css';
import './components/settings/settings-store';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerServiceWorker } from './components/pwa/service-worker-updates';
import { initI18n } from './i18n/i18n';
import { getRouter } from './router';
import { prepareNumberFormat } from './lib/number-format';
import { afterContent } from './startup/content-shown';
import { recoverMissingChunks } from './startup/recover-missing-chunk';
import { yieldToBrowser } from './startup/yield-to-browser';
import { makeSystemInTasks } from './theme/system';

recoverMissingChunks();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Nothing but module set-up runs while the entry script is evaluated: that evaluation is
// one task, counted whole on a phone. i18next starts in the next task, the router and
// Chakra's system in the ones after it.
const i18nReady = yieldToBrowser().then(initI18n);

// A language that cannot load (offline, first visit in that language) falls back to French.
// The router resolves the first page's route (and fetches its code) before the first render,
// so React renders the page once: started from the router's mount effect, the same load
// re-rendered the whole tree synchronously, in one long task. A failed load shows its
// error page when rendered.
void Promise.all([
  i18nReady.catch((error: unknown) => console.warn('Translations failed to load', error)),
  // The router is made in a task after the entry's evaluation, not during it.
  yieldToBrowser()
    .then(() => getRouter().load())
    .catch(() => undefined),
  // Chakra's system is made in short tasks while the language and the page's code load.
  makeSystemInTasks(yieldToBrowser),
]).finally(() => {
  const root = createRoot(container);
  // As a transition, React renders the page in slices that yield to the browser.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // Deferred work is asked for only now: a screen that gives no "content shown" signal
  // releases it SIGNAL_MAX_WAIT_MS after this first ask (startup/README.md), and that wait
  // must not be spent on the language, the route's code and the system.
  startSyncAfterContent();
  registerServiceWorker();
});

// The page's first number format loads the locale's number data (15 ms here, four times
// that on a phone). Where the first render's counts need it (Arabic digits), it is made in a
// task of its own once the language is known, beside the system's steps, not inside the
// render that first shows a count. The render does not wait for it.
void i18nReady
  .then(yieldToBrowser)
  .then(() => prepareNumberFormat(document.documentElement.lang))
  .catch(() => undefined);

// The sync engine (Dexie and the change feed) is not needed to show the first screen:
// it loads as its own chunk once that screen's content is shown and the browser is idle.
// A screen opened before the mirror is ready asks the API for what it shows (the poem
// page) or waits for the first sync with a placeholder.
const startSyncAfterContent = () =>
  afterContent('idle', () => void import('./sync/start-sync').then(({ startSync }) => startSync()));
