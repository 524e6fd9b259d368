/**
 * Content in the right place and language. The demo poems carry no English
 * transcription note as their "historical context" (it was the source's note; the source is shown
 * as such), a reader whose language the data lacks is told which language is shown, and the
 * difficult words' "EN: …" gloss reaches English readers only.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDemoMirror, corpus } from '../../../../../tests/helpers/demo-mirror';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { DifficultWord } from './difficult-word';
import { PoemContext } from './poem-context';

const mirror = buildDemoMirror();
const poem = mirror.poems[0]!;
const word = mirror.difficultWords.find((w) => w.explanation?.includes('EN:'))!;
const gloss = corpus.difficultWords.find((w) => w.word === word.word)!.definition_en!;

afterEach(cleanup);

describe('PoemContext', { timeout: 20_000 }, () => {
  it('shows no transcription note as historical context, and the source as the source', async () => {
    await renderInApp(() => <PoemContext poem={poem} />, { language: 'ar' });
    await screen.findByRole('heading', { name: 'المصدر' });
    expect(screen.queryByRole('heading', { name: /سياق|Contexte/ })).toBeNull();
    expect(document.body.textContent).not.toContain(corpus.poems[0]!.editorial_note!.slice(0, 30));
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(poem.sourceUrl);
  });

  it('tells an Arabic reader the summary is in French, and marks its language', async () => {
    await renderInApp(() => <PoemContext poem={poem} />, { language: 'ar' });
    const summary = await screen.findByText(poem.summary!.fr!);
    expect(summary.getAttribute('lang')).toBe('fr');
    expect(screen.getByText('(بالفرنسية)')).toBeTruthy();
  });

  it('says nothing about the language when the summary is in the reader’s', async () => {
    await renderInApp(() => <PoemContext poem={poem} />, { language: 'en' });
    expect((await screen.findByText(poem.summary!.en!)).getAttribute('lang')).toBe('en');
    expect(document.querySelector('[data-shown-language]')).toBeNull();
  });
});

describe('DifficultWord', { timeout: 20_000 }, () => {
  const open = async (language: string) => {
    await renderInApp(() => <DifficultWord text={word.word} entry={word} />, { language });
    fireEvent.click(await screen.findByRole('button', { name: word.word }));
    return screen.findByRole('tooltip');
  };

  it('gives an Arabic reader the French definition, says so, and no "EN:" gloss', async () => {
    const tip = await open('ar');
    expect(tip.textContent).not.toContain('EN:');
    expect(tip.textContent).not.toContain(gloss);
    expect(screen.getByText(word.definition).getAttribute('lang')).toBe('fr');
    expect(tip.textContent).toContain('(بالفرنسية)');
  });

  it('gives an English reader the English gloss as the definition', async () => {
    const tip = await open('en');
    expect(screen.getByText(gloss).getAttribute('lang')).toBe('en');
    expect(tip.textContent).not.toContain('EN:');
  });

  it('gives a French reader the French definition without a language note', async () => {
    const tip = await open('fr');
    expect(screen.getByText(word.definition)).toBeTruthy();
    expect(tip.textContent).not.toContain('EN:');
    expect(tip.querySelector('[data-shown-language]')).toBeNull();
  });
});
