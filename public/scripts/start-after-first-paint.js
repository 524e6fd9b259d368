/*
 * The app's start on a page whose HTML already shows its first screen (server:
 * first-screen/render-page.ts). The page's entry script and its modules are asked for once the
 * browser has painted that screen, not while the HTML is read: on a phone's connection they
 * would otherwise share the bandwidth with the stylesheet and typefaces the first paint needs,
 * and hold the reader's first sight of the poem behind 180 KB of code the screen does not
 * need. The script element carries what to load: data-entry (the entry module) and
 * data-modules (space-separated modules to preload beside it: the page's route and language).
 * A plain script, no module: it must run without the code it loads.
 */
(function () {
  const script = document.currentScript;
  const entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  const modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  let started = false;
  function start() {
    if (started) return;
    started = true;
    const head = document.head;
    modules.forEach(function (href) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      head.appendChild(link);
    });
    const main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = entry;
    head.appendChild(main);
  }
  // The browser reports its first contentful paint once that paint is on screen; a frame's
  // own callbacks run before it is shown, which on a fast connection was before the code
  // arrived. Without paint timing: the task after the frame after next.
  const paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (paints && paints.indexOf('paint') >= 0) {
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
