import { describe, expect, it } from 'vitest';
import { audioPreview, poemPreview, poetPreview, shorten } from './link-preview';

const poem = {
  title: 'Taalifu Xaaj',
  content: 'Bismil laahi  ma tàmbali\nNdax Yàlla\n\nÑaareelu woy',
  summary: null,
  coverUrl: null,
};

describe('link previews', () => {
  it('describe a poem by its opening verses when it has no summary, in the reader’s order', () => {
    expect(poemPreview(poem, 'Serigne Moussa Ka', 'fr')).toEqual({
      name: 'Taalifu Xaaj',
      title: 'Taalifu Xaaj — Serigne Moussa Ka',
      description: 'Bismil laahi ma tàmbali / Ndax Yàlla',
      type: 'article',
    });
  });

  it('prefer the poem’s summary in the reader’s language, and show its cover', () => {
    const withSummary = {
      ...poem,
      summary: { fr: 'Un résumé', en: 'A summary' },
      coverUrl: '/covers/x.webp',
    };
    expect(poemPreview(withSummary, undefined, 'en')).toMatchObject({
      title: 'Taalifu Xaaj',
      description: 'A summary',
      image: '/covers/x.webp',
    });
    expect(poemPreview(withSummary, undefined, 'wol').description).toBe('Un résumé');
  });

  it('describe a poet by their biography and a recording by its poem', () => {
    expect(
      poetPreview({ name: 'Moussa Ka', biography: { ar: 'سيرة' }, photoUrl: null }, 'fr'),
    ).toEqual({ name: 'Moussa Ka', title: 'Moussa Ka', description: 'سيرة', type: 'profile' });
    expect(audioPreview({ title: 'Récitation' }, poem)).toEqual({
      name: 'Récitation',
      title: 'Récitation — Taalifu Xaaj',
      description: 'Bismil laahi ma tàmbali / Ndax Yàlla',
      type: 'music.song',
    });
    expect(audioPreview({ title: 'Taalifu Xaaj' }, undefined).title).toBe('Taalifu Xaaj');
  });

  it('shorten long texts at a word boundary, with an ellipsis', () => {
    expect(shorten('one two three four', 12)).toBe('one two…');
    expect(shorten('short', 12)).toBe('short');
    expect(shorten('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
