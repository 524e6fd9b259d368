/**
 * The dashboard's view of a poem: its text laid out by the reader's renderer, with the Wolofal
 * beside the Latin (right to left) when the poem has it, and none when it has not. The API's
 * get is stood in for (the resource); the browser suites read it for real.
 */
import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Poem } from '@domain/schemas';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { WOLOFAL_SAMPLE } from '../../../../../tests/fixtures/wolofal-sample';
import { stubResource } from '../../../../../tests/helpers/stub-resource';
import { poemResource } from './resource';
import { PoemView } from './poem-view';

vi.mock(import('./resource'), (original) => stubResource(original, 'poemResource'));

// Chakra, the router and IndexedDB in jsdom: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const ID = '01900000-0000-7000-8000-0000000000c1';

function poem(wolofal: string | null): Poem {
  return {
    id: ID,
    title: 'Article bu njëkk',
    poetId: '01900000-0000-7000-8000-0000000000a1',
    themeId: null,
    tagIds: [],
    year: null,
    content: WOLOFAL_SAMPLE.content,
    wolofal,
    translations: null,
    summary: null,
    historicalContext: null,
    sourceUrl: null,
    coverUrl: null,
    hasAudio: false,
    views: 0,
    likes: 0,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    rev: 1,
    version: 1,
    slug: null,
  } as unknown as Poem;
}

async function view(record: Poem) {
  vi.mocked(poemResource.get).mockResolvedValue(record);
  const { container } = await renderInApp(() => <PoemView id={ID} />, { language: 'en' });
  await screen.findByRole('heading', { level: 1, name: record.title });
  return container;
}

/** The verses of each script, stanza by stanza, as the screen shows them. */
const versesOf = (root: Element, selector: string) =>
  [...root.querySelectorAll('[data-stanza]')].map((stanza) =>
    [...stanza.querySelectorAll(selector)].map((verse) => verse.textContent),
  );

const stanzasOf = (text: string) =>
  text.split('\n\n').map((stanza) => stanza.split('\n').map((verse) => verse.trim()));

afterEach(cleanup);

describe("the dashboard's poem view", () => {
  it('shows the Wolofal right to left beside each Latin stanza', async () => {
    const container = await view(poem(WOLOFAL_SAMPLE.wolofal));
    const wolofal = container.querySelectorAll('[lang="wo-Arab"][dir="rtl"]');
    expect(wolofal.length).toBeGreaterThan(0);
    expect(versesOf(container, '[lang="wo-Arab"] .poem-verse')).toEqual(
      stanzasOf(WOLOFAL_SAMPLE.wolofal),
    );
    expect(versesOf(container, '[data-verse-id]')).toEqual(stanzasOf(WOLOFAL_SAMPLE.content));
  });

  it('shows the Latin text alone when the poem has no Wolofal', async () => {
    const container = await view(poem(null));
    expect(container.querySelector('[lang="wo-Arab"]')).toBeNull();
    expect(versesOf(container, '[data-verse-id]')).toEqual(stanzasOf(WOLOFAL_SAMPLE.content));
  });
});
