/**
 * Ends the current task and resumes in a new one, so the browser can handle input and
 * paint in between: long work cut this way never blocks the page for long (Lighthouse's
 * TBT counts each task above 50 ms on its simulated phone). `scheduler.yield()` resumes
 * ahead of other queued tasks where the browser has it; elsewhere a message to ourselves
 * does the same without setTimeout's 4 ms clamp on nested timers.
 */
interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
