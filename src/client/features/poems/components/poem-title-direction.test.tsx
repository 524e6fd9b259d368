/**
 * In Arabic a Latin poem title was left-aligned inside a right-aligned
 * block, because its heading was `dir="ltr"` (so its start was the left). The heading now
 * follows the page's direction and only the title's text runs left to right.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDemoMirror } from '../../../../../tests/helpers/demo-mirror';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { PoemListItem } from './poem-list-item';

const mirror = buildDemoMirror();
const poem = mirror.poems[0]!;

afterEach(cleanup);

describe('PoemListItem title in Arabic', { timeout: 20_000 }, () => {
  it('keeps the heading in the page’s direction and isolates the Latin title', async () => {
    await renderInApp(
      () => (
        <div dir="rtl">
          <PoemListItem poem={poem} poet={undefined} theme={undefined} hasAudio={false} />
        </div>
      ),
      { language: 'ar' },
    );
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading.getAttribute('dir')).toBeNull();
    const title = screen.getByText(poem.title);
    expect(title.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(heading.contains(title)).toBe(true);
  });
});
