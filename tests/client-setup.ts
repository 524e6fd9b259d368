import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';

// findBy*/waitFor wait for what the app does asynchronously (IndexedDB, deferred renders);
// the default second is too short when the suites share two busy cores. A passing wait
// still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrollTo; TanStack Router calls it when it restores scroll.
window.scrollTo = () => {};

// A browser resolves a Request's relative URL ("/api/…", what the app's ky client asks for)
// against the page; Node's Request, which the tests run with, needs an absolute one.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, location.href) : input, init);
  }
};

// Each screen's chunk registers its French namespace (src/client/i18n/resources.ts); component
// tests render parts of screens on their own, so every namespace is registered here.
// namespaces.test.ts checks that the app's own chunks register what they use.
import '@client/i18n/namespaces/home';
import '@client/i18n/namespaces/poems';
import '@client/i18n/namespaces/poets';
import '@client/i18n/namespaces/audios';
import '@client/i18n/namespaces/statistics';
import '@client/i18n/namespaces/storage';
import '@client/i18n/namespaces/library';
import '@client/i18n/namespaces/player';

// The app starts i18next in main.tsx, after its entry script has run; tests start it here.
import { initI18n } from '@client/i18n/i18n';
await initI18n();
