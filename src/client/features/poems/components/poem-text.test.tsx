import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeWord } from '@domain/words';
import { buildDemoMirror, corpus } from '../../../../../tests/helpers/demo-mirror';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { PoemText } from './poem-text';

const mirror = buildDemoMirror();
const poemOf = (slug: string) => mirror.poems.find((p) => p.slug === slug)!;
const wordsOf = (slug: string) => mirror.difficultWords.filter((w) => w.poemId === poemOf(slug).id);

async function renderPoem(slug: string) {
  const poem = poemOf(slug);
  const result = await renderInApp(() => <PoemText content={poem.content} words={wordsOf(slug)} />);
  await screen.findAllByRole('button');
  return result;
}

describe('PoemText: difficult words on real corpus text', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('highlights every difficult word of every demo poem, and nothing else', async () => {
    for (const poem of corpus.poems) {
      const entries = wordsOf(poem.id);
      if (entries.length === 0) continue;
      const { container, unmount } = await renderInApp(() => (
        <PoemText content={poemOf(poem.id).content} words={entries} />
      ));
      await screen.findAllByRole('button');
      const marked = [...container.querySelectorAll('[data-difficult-word]')];
      const found = new Set(
        marked.map((b) => normalizeWord(b.getAttribute('data-difficult-word')!)),
      );
      for (const entry of entries)
        expect(found, `${entry.word} in ${poem.id}`).toContain(normalizeWord(entry.word));
      for (const button of marked)
        expect(normalizeWord(button.textContent!), poem.id).toBe(
          normalizeWord(button.getAttribute('data-difficult-word')!),
        );
      unmount();
    }
  }, 60_000);

  it('keeps the verse text intact and every verse addressable for the player', async () => {
    const { container } = await renderPoem('kanu-gerem-na-baay');
    const verses = [...container.querySelectorAll('[data-verse-index]')];
    const expected = corpus.poems[0]!.content.split('\n').filter((l) => l.trim());
    expect(verses.map((v) => v.textContent)).toEqual(expected);
    expect(verses.map((v) => v.getAttribute('data-verse-index'))).toEqual(
      expected.map((_, i) => String(i)),
    );
    expect(verses[8]!.id).toBe('verse-s2-v1');
    expect(container.querySelector('#stanza-2')?.contains(verses[8]!)).toBe(true);
  });

  it('shows the definition on keyboard focus and closes it with Escape', async () => {
    await renderPoem('kanu-gerem-na-baay');
    const word = screen.getAllByRole('button', { name: 'Gërëm' })[0]!;
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => word.focus());
    // The definition's code loads on the first opening (word-definition-popover.tsx).
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('remercier, rendre grâce à')).toBeTruthy();
    expect(word.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on hover, and on tap stays open until tapped again or elsewhere', async () => {
    await renderPoem('kanu-gerem-na-baay');
    const word = screen.getAllByRole('button', { name: 'Gërëm' })[0]!;
    fireEvent.mouseEnter(word.parentElement!);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    fireEvent.mouseLeave(word.parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.click(word);
    fireEvent.mouseLeave(word.parentElement!);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(word);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.click(word);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('renders text from the database as text, never as HTML', async () => {
    const content = 'Gërëm <img src=x onerror="alert(1)"> na baay';
    const { container } = await renderInApp(() => (
      <PoemText content={content} words={wordsOf('kanu-gerem-na-baay')} />
    ));
    await screen.findAllByRole('button');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });
});
