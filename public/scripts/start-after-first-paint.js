// Starts the app once the server's first screen is painted: src/client/startup/README.md.
(function () {
  const script = document.currentScript;
  const entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  const modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  let started = false;
  // Each request added costs the main thread up to ten milliseconds here (four times that on
  // a phone): the entry goes first, then the modules one per task, in the server's order.
  function preloadFrom(index) {
    if (index >= modules.length) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = modules[index];
    document.head.appendChild(link);
    setTimeout(preloadFrom, 0, index + 1);
  }
  function start() {
    if (started) return;
    started = true;
    const main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = entry;
    document.head.appendChild(main);
    preloadFrom(0);
  }
  // A page with no first screen (an unknown record's shell) has nothing to paint first.
  if (!document.querySelector('#root > *')) return start();
  // On the browser's report of the first paint (a frame's own callbacks run before it is
  // shown); without paint timing, the task after the frame after next.
  const types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  // A page that paints no frame (a background tab) still starts.
  setTimeout(start, 1000);
})();
