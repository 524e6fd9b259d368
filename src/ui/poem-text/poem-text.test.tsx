/**
 * The shared poem renderer, rendered as the server renders it (React's server renderer, in
 * Node, no DOM): verses addressable for the player, difficult words as buttons, an
 * administrator's text kept as text, and the room for what comes (Wolofal's direction, the
 * verse being recited).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DifficultWord } from '@domain/schemas';
import { WOLOFAL_SAMPLE } from '../../../tests/fixtures/wolofal-sample';
import { PoemText, type PoemTextProps } from './poem-text';

const word = (text: string, id = text): DifficultWord =>
  ({ id, word: text, definition: 'déf.', poemId: null }) as unknown as DifficultWord;

const render = (props: Partial<PoemTextProps> & { content: string }) =>
  renderToStaticMarkup(<PoemText words={[]} {...props} />);

/** The markup parsed back with a small reader: the tags of a kind, in order. */
const tags = (markup: string, name: string) =>
  [...markup.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map(([tag]) => tag);

describe('PoemText (shared renderer)', () => {
  it('draws one block per stanza and one line per verse, numbered for the player', () => {
    const markup = render({ content: 'Benn\nÑaar\n\nÑett' });
    expect(tags(markup, 'div').slice(1)).toEqual([
      '<div class="poem-stanza" id="stanza-1" data-stanza="1">',
      '<div class="poem-stanza" id="stanza-2" data-stanza="2">',
    ]);
    expect(tags(markup, 'span')).toEqual([
      '<span class="poem-verse" id="verse-s1-v1" data-verse-index="0" data-verse-id="s1-v1" data-stanza-index="0">',
      '<span class="poem-verse" id="verse-s1-v2" data-verse-index="1" data-verse-id="s1-v2" data-stanza-index="0">',
      '<span class="poem-verse" id="verse-s2-v1" data-verse-index="2" data-verse-id="s2-v1" data-stanza-index="1">',
    ]);
    expect(markup).toMatch(/^<div class="poem-text" lang="wo" dir="ltr">/);
  });

  it('marks the reader’s noted verses with their colour and a label, and the verses being chosen', () => {
    const marks = new Map([
      [1, { colour: 'green', label: 'Vert; note : <b>à revoir</b>' }],
      [2, { colour: null, label: 'Sans couleur' }],
    ]);
    const markup = render({
      content: 'Benn\nÑaar\n\nÑett',
      verseMarks: { marks, selected: { from: 0, to: 1 } },
    });
    expect(tags(markup, 'span').filter((tag) => tag.includes('poem-verse"'))).toEqual([
      '<span class="poem-verse" id="verse-s1-v1" data-verse-index="0" data-verse-id="s1-v1" data-stanza-index="0" data-selected="">',
      '<span class="poem-verse" id="verse-s1-v2" data-verse-index="1" data-verse-id="s1-v2" data-stanza-index="0" data-note-colour="green" data-selected="">',
      '<span class="poem-verse" id="verse-s2-v1" data-verse-index="2" data-verse-id="s2-v1" data-stanza-index="1" data-note-colour="none">',
    ]);
    // The label is text, never markup, and only on marked verses.
    expect(markup).toContain(
      '<span class="poem-verse-mark"> (Vert; note : &lt;b&gt;à revoir&lt;/b&gt;)</span>',
    );
    expect(markup.match(/poem-verse-mark/g)).toHaveLength(2);
    // Without marks (the server's first screen) nothing of it is drawn.
    expect(render({ content: 'Benn\nÑaar' })).not.toMatch(
      /data-note-colour|data-selected|poem-verse-mark/,
    );
  });

  it('makes each difficult word a button naming its entry, the rest plain text', () => {
    const markup = render({ content: 'Gërëm na baay\nBaay bi', words: [word('baay')] });
    expect(tags(markup, 'button')).toEqual([
      '<button type="button" class="poem-word" data-difficult-word="baay" aria-expanded="false">',
      '<button type="button" class="poem-word" data-difficult-word="baay" aria-expanded="false">',
    ]);
    expect(markup).toContain('>Gërëm na <span class="poem-word-wrap">');
    expect(markup).toContain('>Baay</button>');
  });

  it('keeps an administrator’s text as text, never markup', () => {
    const markup = render({
      content: 'Benn <img src=x onerror=alert(1)> & "ñaar"',
      words: [word('<b>')],
    });
    expect(markup).not.toContain('<img');
    expect(markup).toContain('Benn &lt;img src=x onerror=alert(1)&gt; &amp; &quot;ñaar&quot;');
  });

  it('adds a labelled share button after each stanza only when given a label', () => {
    expect(render({ content: 'Benn\n\nÑaar' })).not.toContain('poem-stanza-share');
    const markup = render({ content: 'Benn\n\nÑaar', shareLabel: (n) => `Partager ${n}` });
    expect(tags(markup, 'button')).toEqual([
      '<button type="button" class="poem-stanza-share" aria-label="Partager 1">',
      '<button type="button" class="poem-stanza-share" aria-label="Partager 2">',
    ]);
  });

  it('adds a labelled picture button beside each share button when given its label', () => {
    const markup = render({
      content: 'Benn\n\nÑaar',
      shareLabel: (n) => `Partager ${n}`,
      pictureLabel: (n) => `Image ${n}`,
    });
    expect(tags(markup, 'button')).toEqual([
      '<button type="button" class="poem-stanza-share" aria-label="Partager 1">',
      '<button type="button" class="poem-stanza-picture" aria-label="Image 1">',
      '<button type="button" class="poem-stanza-share" aria-label="Partager 2">',
      '<button type="button" class="poem-stanza-picture" aria-label="Image 2">',
    ]);
    expect(markup.match(/class="poem-stanza-actions"/g)).toHaveLength(2);
  });

  it('marks the verse being recited', () => {
    const markup = render({ content: 'Benn\nÑaar\nÑett', currentVerse: 1 });
    expect(tags(markup, 'span').map((tag) => tag.includes('aria-current="true"'))).toEqual([
      false,
      true,
      false,
    ]);
  });
});

describe('PoemText with Wolofal (the sourced sample, tests/fixtures/wolofal-sample.ts)', () => {
  const { content, wolofal } = WOLOFAL_SAMPLE;
  const arabicVerses = wolofal.split(/\n+/);

  it('shows each Wolofal stanza beside its Latin one, right to left, by default', () => {
    const markup = render({ content, wolofal, words: [word('sag')] });
    expect(markup).toMatch(/^<div class="poem-text poem-text-paired" lang="wo" dir="ltr">/);
    expect(tags(markup, 'div').slice(1)).toEqual([
      '<div class="poem-stanza poem-stanza-paired" id="stanza-1" data-stanza="1">',
      '<div class="poem-stanza poem-stanza-paired" id="stanza-2" data-stanza="2">',
    ]);
    expect(tags(markup, 'p')).toEqual([
      '<p>',
      '<p class="poem-wolofal" lang="wo-Arab" dir="rtl">',
      '<p>',
      '<p class="poem-wolofal" lang="wo-Arab" dir="rtl">',
    ]);
    // Every Wolofal verse, in order, after its stanza's Latin; the Latin keeps the addresses.
    for (const verse of arabicVerses)
      expect(markup).toContain(`<span class="poem-verse">${verse}</span>`);
    expect(markup.indexOf(arabicVerses[2]!)).toBeGreaterThan(markup.indexOf('Nekk na'));
    expect(markup.match(/data-verse-index/g)).toHaveLength(5);
    expect(markup).toContain('id="verse-s2-v3" data-verse-index="4"');
    expect(tags(markup, 'button')).toHaveLength(1);
  });

  it('shows the Latin only, as a poem without Wolofal, when the reader chooses it', () => {
    expect(render({ content, wolofal, shown: 'latin' })).toBe(render({ content }));
    expect(render({ content, wolofal: ' \n ', shown: 'both' })).toBe(render({ content }));
  });

  it('shows the Wolofal only, right to left and addressed for the player', () => {
    const markup = render({ content, wolofal, shown: 'wolofal', currentVerse: 2 });
    expect(markup).toMatch(/^<div class="poem-text" lang="wo-Arab" dir="rtl">/);
    expect(markup).not.toContain('Doomi');
    expect(markup).toContain(
      `<span class="poem-verse" id="verse-s2-v1" data-verse-index="2" data-verse-id="s2-v1" data-stanza-index="1" aria-current="true">${arabicVerses[2]}</span>`,
    );
  });
});
