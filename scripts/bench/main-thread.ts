/**
 * `npm run bench:main-thread`: what each main-thread task of a first visit does, on the
 * home page, a poem page and a recording page, in Debian's Chromium (mobile viewport, no throttling). Lighthouse's
 * simulated mobile CPU counts every task four times longer, and each counted task above
 * 50 ms blocks the page (TBT): here a task above 12.5 ms is one Lighthouse will count, and
 * its largest parts (script evaluated, function called, style, layout, paint) say why.
 * Prints one table per page; TRACE_URL_PATH measures another path instead.
 */
import { chromium } from 'playwright-core';
import { startServer } from '../../tests/e2e/support/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, audioPath, poemPath } from './browser-pages';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string } };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
].join(',');

/** The main thread: the renderer thread that ran the most RunTask time. */
function mainThreadTasks(events: TraceEvent[]) {
  const byThread = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X')
      byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main);
}

const label = (e: TraceEvent) => {
  const data = e.args?.data;
  const where = data?.url ? data.url.replace(/^https?:\/\/[^/]+/, '') : '';
  const fn = data?.functionName ? `${data.functionName}()` : '';
  return [e.name, fn, where].filter(Boolean).join(' ');
};

async function traceFirstVisit(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('main h1');
    await page.waitForTimeout(2500);
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    return traceEvents;
  } finally {
    await browser.close();
  }
}

function report(name: string, events: TraceEvent[]) {
  const thread = mainThreadTasks(events);
  const navigation = events.find((e) => e.name === 'navigationStart')?.ts ?? thread[0]?.ts ?? 0;
  const tasks = thread.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const counted = tasks.filter((t) => (t.dur ?? 0) > 12_500);
  // TBT counts only tasks after the first contentful paint.
  const paint = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  console.log(
    `\n${name}: ${counted.length} long tasks (over 12.5 ms here); first contentful paint at ${((paint - navigation) / 1000).toFixed(0)} ms`,
  );
  console.log('| start ms | task ms | blocking at 4× ms | largest parts (ms) |');
  console.log('|---:|---:|---:|---|');
  let blocking = 0;
  let afterPaint = 0;
  for (const task of counted) {
    const end = task.ts + (task.dur ?? 0);
    const inside = thread.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 2_000,
    );
    const parts = inside
      .filter((e) => !/^(RunTask|ThreadControllerImpl|RunMicrotasks|V8\.)/.test(e.name))
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 5)
      .map((e) => `${label(e)} ${((e.dur ?? 0) / 1000).toFixed(0)}`);
    const ms = (task.dur ?? 0) / 1000;
    blocking += Math.max(0, ms * 4 - 50);
    if (task.ts > paint) afterPaint += Math.max(0, ms * 4 - 50);
    console.log(
      `| ${((task.ts - navigation) / 1000).toFixed(0)} | ${ms.toFixed(1)} | ${Math.max(0, ms * 4 - 50).toFixed(0)} | ${parts.join('; ')} |`,
    );
  }
  console.log(
    `blocking at 4×: ${afterPaint.toFixed(0)} ms after the first paint (what TBT counts), ${blocking.toFixed(0)} ms in all`,
  );
}

async function main() {
  const server = await startServer();
  try {
    const paths = process.env.TRACE_URL_PATH
      ? [['page', process.env.TRACE_URL_PATH] as const]
      : ([
          ['home', '/'],
          ['poem', await poemPath(server.baseUrl)],
          ['recording', await audioPath(server.baseUrl)],
        ] as const);
    for (const [name, path] of paths)
      report(`${name} (${path})`, await traceFirstVisit(server.baseUrl + path));
  } finally {
    await server.stop();
  }
}

await main();
