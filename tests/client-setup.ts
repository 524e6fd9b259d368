import 'fake-indexeddb/auto';

// jsdom has no scrollTo; TanStack Router calls it when it restores scroll.
window.scrollTo = () => {};
