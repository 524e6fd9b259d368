import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@client/db/db';
import queries from '../../../../../tests/fixtures/corpus/queries.json';
import { buildDemoMirror, corpus, fillMirror } from '../../../../../tests/helpers/demo-mirror';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { StatisticsScreen, type StatisticsSearch } from './statistics-screen';
import { WordResults } from './word-results';

const mirror = buildDemoMirror();

async function renderScreen(search: StatisticsSearch) {
  const onSearchChange = vi.fn();
  await renderInApp(() => <StatisticsScreen search={search} onSearchChange={onSearchChange} />);
  await screen.findByRole('heading', { level: 1, name: 'Statistiques' });
  return onSearchChange;
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('StatisticsScreen', { timeout: 30_000 }, () => {
  beforeAll(() => fillMirror(db, mirror));
  afterEach(cleanup);

  it('says "Word is required" for an empty search and clears the previous answer', async () => {
    const onSearchChange = await renderScreen({ word: 'bëgg' });
    await screen.findByText('Occurrences', undefined, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Mot'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(await screen.findByText('Le mot est obligatoire')).toBeTruthy();
    expect(onSearchChange).toHaveBeenLastCalledWith({
      word: undefined,
      ignoreAccents: true,
      variants: true,
    });
    onSearchChange.mockClear();
    fireEvent.change(screen.getByLabelText('Mot'), { target: { value: 'bëgg, ak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(
      await screen.findByText('Entrez des mots séparés par des espaces, sans ponctuation.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mot'), {
      target: { value: 'a b c d e f g h i' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(await screen.findByText('8 mots au plus')).toBeTruthy();
    expect(onSearchChange).not.toHaveBeenCalled();
  });

  it('counts a phrase ("mbaar ma") and marks it in its stanzas', async () => {
    await renderScreen({ word: 'mbaar ma' });
    await screen.findByText('Occurrences', undefined, { timeout: 10_000 });
    expect(Number(figure('Occurrences'))).toBeGreaterThan(0);
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent?.toLowerCase());
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark).toMatch(/^mbaar\s+ma$/u);
  });

  it('ignores accents by default ("gerem" finds Gërëm), and remembers the reader’s choice', async () => {
    localStorage.clear();
    const onSearchChange = await renderScreen({ word: 'gerem' });
    await screen.findByText('Occurrences', undefined, { timeout: 10_000 });
    expect(Number(figure('Occurrences'))).toBeGreaterThan(0);
    const option = screen.getByLabelText<HTMLInputElement>('Ignorer les accents (begg = bëgg)');
    expect(option.checked).toBe(true);
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(onSearchChange).toHaveBeenCalledWith({
      word: 'gerem',
      ignoreAccents: false,
      variants: true,
    });
    cleanup();
    // The next visit, without the option in the address, starts from that choice (other
    // spellings off: with them, gërëm is another spelling of gerem).
    await renderScreen({ word: 'gerem', variants: false });
    expect(await screen.findByText('Aucun résultat pour le mot « gerem »')).toBeTruthy();
    localStorage.clear();
  });

  it('finds another spelling ("bouki" finds bukki), says so, and remembers the switch', async () => {
    localStorage.clear();
    const onSearchChange = await renderScreen({ word: 'bouki' });
    await screen.findByText('Occurrences', undefined, { timeout: 10_000 });
    expect(figure('Poèmes')).toBe('2');
    const items = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
    expect(items.map((li) => li.querySelector('[data-also-written]')?.textContent ?? '')).toEqual([
      '',
      'Aussi écrit : bukki',
    ]);
    expect(items[1]!.querySelectorAll('mark')).toHaveLength(2);
    const option = screen.getByLabelText<HTMLInputElement>(
      'Autres graphies aussi (Serigne = sëriñ)',
    );
    expect(option.checked).toBe(true);
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(onSearchChange).toHaveBeenCalledWith({
      word: 'bouki',
      ignoreAccents: true,
      variants: false,
    });
    cleanup();
    await renderScreen({ word: 'bouki' });
    await screen.findByText('Occurrences', undefined, { timeout: 10_000 });
    expect(figure('Poèmes')).toBe('1');
    expect(document.querySelector('[data-also-written]')).toBeNull();
    localStorage.clear();
  });

  it('says so when a word is in no poem', async () => {
    await renderScreen({ word: 'xarit' });
    expect(await screen.findByText('Aucun résultat pour le mot « xarit »')).toBeTruthy();
  });

  it.each(
    queries
      .filter((q) => ['bëgg', 'begg', 'yálla', 'rus', 'baay'].includes(q.word))
      .map((q) => [q.word, q.ignoreAccents, q] as const),
  )(
    'counts %s (ignore accents: %s) as the corpus expects, stanzas marked',
    async (word, ignoreAccents, expected) => {
      // The corpus expectations are for the spelling asked for.
      await renderScreen({ word, ignoreAccents, variants: false });
      if (expected.poemCount === 0) {
        expect(await screen.findByText(`Aucun résultat pour le mot « ${word} »`)).toBeTruthy();
        return;
      }
      await screen.findByText('Occurrences', undefined, { timeout: 10_000 });
      expect(figure('Poèmes')).toBe(String(expected.poemCount));
      expect(figure('Occurrences')).toBe(String(expected.totalOccurrences));
      const items = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
      expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual(
        expected.poems.map((p) => corpus.poems.find((c) => c.id === p.poemId)?.title),
      );
      for (const [i, item] of items.entries()) {
        const poem = expected.poems[i]!;
        expect(
          within(item).getByText(`Occurrences dans ce poème : ${poem.occurrences}`),
        ).toBeTruthy();
        expect(item.querySelectorAll('mark')).toHaveLength(poem.occurrences);
        expect(
          within(item)
            .getAllByText(/^Strophe \d+$/)
            .map((s) => s.textContent),
        ).toEqual(poem.stanzaIndices.map((s) => `Strophe ${s + 1}`));
      }
    },
  );

  it('shows the corpus overview as charts with their figures as text', async () => {
    await renderScreen({});
    const words = await screen.findByRole(
      'figure',
      { name: 'Mots les plus fréquents' },
      { timeout: 10_000 },
    );
    expect(within(words).getAllByRole('listitem').length).toBeGreaterThan(5);
    const themes = screen.getByRole('figure', { name: 'Poèmes par thème' });
    const sagesse = within(themes).getByText('Sagesse').parentElement!;
    expect(sagesse.textContent).toBe(
      `Sagesse${corpus.poems.filter((p) => p.category === 'Sagesse').length}`,
    );
  });
});

describe('WordResults', () => {
  afterEach(cleanup);

  it('says when a listed poem has no section holding the word', async () => {
    const poem = mirror.poems[0]!;
    await renderInApp(() => (
      <WordResults
        poetNames={new Map()}
        result={{
          word: 'baay',
          normalized: 'baay',
          ignoreAccents: false,
          variants: false,
          spellings: [{ spelling: 'baay', exact: true, poemCount: 1, occurrences: 1 }],
          poemCount: 1,
          totalOccurrences: 1,
          poems: [
            {
              poemId: poem.id,
              title: poem.title,
              poetId: poem.poetId,
              occurrences: 1,
              stanzaIndices: [],
              stanzas: [],
              alsoWritten: [],
            },
          ],
          number: 0,
          size: 10,
          totalPages: 1,
        }}
      />
    ));
    expect(
      await screen.findByText('Le mot recherché n’apparaît dans aucune strophe de ce poème.'),
    ).toBeTruthy();
  });
});
