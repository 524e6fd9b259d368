import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@client/db/db';
import { i18n } from '@client/i18n/i18n';
import { getSystem } from '@client/theme/system';
import { audioRow, poemRow } from '@client/sync/testing/fake-feed';
import { PoemRecitationPlayer } from './poem-recitation-player';
import { PLAYER_AUDIO_ID, playerStore } from '../store/player';

const demo = (path: string) =>
  readFileSync(join(process.cwd(), 'src/server/seed/demo', path), 'utf8');
const source = (
  JSON.parse(demo('anthology.json')) as {
    poems: Array<{ id: string; title: string; content: string }>;
  }
).poems.find((poem) => poem.id === 'kanu-ana-li-may-seen')!;
const vtt = demo('audio/kanu-ana-li-may-seen.vtt');
const meta = {
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  rev: 1,
  version: 1,
};

const poem = { ...poemRow('poem-1', 1, source.content), title: source.title, hasAudio: true };
const audio = (id: string, singerId: string, vttText: string | null, createdAt: string) => ({
  ...audioRow(id, 1, poem.id),
  singerId,
  vtt: vttText,
  createdAt,
});

const play = vi.fn(function (this: HTMLMediaElement) {
  Object.defineProperty(this, 'paused', { configurable: true, value: false });
  this.dispatchEvent(new Event('play'));
  this.dispatchEvent(new Event('playing'));
  return Promise.resolve();
});

beforeAll(async () => {
  await i18n.changeLanguage('fr');
  // jsdom implements no media playback: these stubs stand in for it, in this file only.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  // Nor scrolling: auto-follow calls scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
  await db.poems.put(poem);
  await db.singers.bulkPut([
    { ...meta, id: 'singer-a', name: 'Awa', biography: null, photoUrl: null },
    { ...meta, id: 'singer-b', name: 'Bara', biography: null, photoUrl: null },
  ]);
  await db.audios.bulkPut([
    audio('audio-a', 'singer-a', vtt, '2026-01-01T00:00:00Z'),
    audio('audio-b', 'singer-b', 'WEBVTT\n\nbroken -> cue\n', '2026-02-01T00:00:00Z'),
  ]);
});
afterEach(() => {
  act(() => playerStore.close());
  cleanup();
  document.querySelectorAll('input[data-test-field]').forEach((field) => field.remove());
});
afterAll(() => vi.restoreAllMocks());

function renderPlayer() {
  return render(
    <ChakraProvider value={getSystem()}>
      <PoemRecitationPlayer poemId={poem.id} />
      {/* The poem screen's verses, as the poem page renders them. */}
      {source.content
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          <span key={index} data-verse-index={index}>
            {line.trim()}
          </span>
        ))}
    </ChakraProvider>,
  );
}

// Rendering the whole player over IndexedDB is slow on a busy machine: generous time limits.
describe('PoemRecitationPlayer', { timeout: 30_000 }, () => {
  it('offers the choice of singer and says when a recitation plays without highlighting', async () => {
    renderPlayer();
    const awa = await screen.findByRole('radio', { name: 'Awa' }, { timeout: 10_000 });
    expect((awa as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/minutage/)).toBeNull();
    // A timed recitation offers the drift report; one whose timing is unreadable does not.
    await screen.findByRole('button', { name: 'Le surlignage est décalé' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('radio', { name: 'Bara' }));
    await screen.findByText(
      /Le minutage de cette récitation est illisible/,
      {},
      { timeout: 10_000 },
    );
    expect(screen.getByRole('region', { name: 'Lecteur de récitation' })).toBeTruthy();
    // Without timing the verse controls are off, playing still works.
    expect(screen.getByRole('button', { name: 'Vers suivant' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Lire' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Le surlignage est décalé' })).toBeNull();
  });

  it('plays with Space, but not while typing in a field', async () => {
    renderPlayer();
    await screen.findByRole('radio', { name: 'Awa' }, { timeout: 10_000 });
    // The shortcut is bound by an effect that may run a moment after the render on a busy
    // machine: Space is pressed until the player takes it (it then prevents the default).
    await waitFor(
      () => expect(fireEvent.keyDown(document.body, { key: ' ' })).toBe(false), // prevented
      { timeout: 10_000 },
    );
    await waitFor(() => expect(playerStore.getState().isPlaying).toBe(true), { timeout: 10_000 });
    expect(playerStore.getState().track?.audioId).toBe('audio-a');
    expect(await screen.findByRole('button', { name: 'Pause' }, { timeout: 10_000 })).toBeTruthy();

    // Typing a space in a field neither pauses nor is taken from the field.
    const field = document.createElement('input');
    field.dataset.testField = '';
    document.body.append(field);
    expect(fireEvent.keyDown(field, { key: ' ' })).toBe(true);
    expect(playerStore.getState().isPlaying).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('seeks to a verse on click and marks it aria-current', async () => {
    renderPlayer();
    await screen.findByRole('radio', { name: 'Awa' }, { timeout: 10_000 });
    const verse = document.querySelector('[data-verse-index="3"]') as HTMLElement;
    // The click listener is attached by an effect that may run a moment after the first paint.
    await waitFor(
      () => {
        act(() => verse.click());
        expect(playerStore.getState().track?.audioId).toBe('audio-a');
      },
      { timeout: 10_000 },
    );
    const element = document.getElementById(PLAYER_AUDIO_ID) as HTMLAudioElement;
    const cue = playerStore.getState().track?.timeline?.verses.find((c) => c.verseIndex === 3);
    expect(cue).toBeDefined();
    expect(element.currentTime).toBe(cue?.start);
    await waitFor(() => expect(verse.getAttribute('aria-current')).toBe('true'), {
      timeout: 10_000,
    });
    expect(document.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
  });
});
