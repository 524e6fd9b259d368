/** Accessibility checks the browser suites share. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const MODAL = '[aria-modal="true"]';

/**
 * The page's serious and critical WCAG 2.1 A/AA violations, each with the elements it names
 * and, for a failure to say why, the start of each element's HTML and axe's summary (a
 * contrast's colours and ratio).
 *
 * While a modal dialog is open, only the dialog is checked: the rest of the page is inert,
 * and dimmed behind the backdrop, through which axe would measure its text's contrast (lower
 * or not depending on how far the backdrop's fade-in has gone: a flaky "violation" of text
 * nobody can reach). The page behind is checked before the dialog opens.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A control that has just changed state is still fading (a button enabled a moment ago sits
  // at half opacity for 200 ms): axe would measure the colours of the fade. Finite
  // transitions and animations end first; endless ones (a spinner) are left running.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if ((await page.locator(MODAL).count()) > 0) axe = axe.include(MODAL);
  return (await axe.analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => {
            const summary = n.failureSummary?.replace(/\s+/g, ' ').slice(0, 200) ?? '';
            return `${JSON.stringify(n.target)} ${n.html.slice(0, 120)} (${summary})`;
          })
          .join(', ')}`,
    );
}
