import { describe, expect, it } from 'vitest';
import { HybridClock } from './hlc';
import {
  deleteNote,
  noteSearch,
  notesOfPoem,
  saveNote,
  stanzaOfVerse,
  versesOfPoem,
} from './notes';
import type { LibraryOp } from './operation';
import { applyOps, emptyLibrary } from './state';
import { viewLibrary } from './view';

const NOTE = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
const POEM = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2c';
const content = 'Benn\nÑaar\n\nÑett\nÑeent\nJuróom';

function device(name: string, start = 1_000) {
  let now = start;
  const clock = new HybridClock(name, () => now++);
  let state = emptyLibrary();
  const ops: LibraryOp[] = [];
  return {
    clock,
    get state() {
      return state;
    },
    ops,
    apply(op: LibraryOp | undefined) {
      if (!op) return undefined;
      ops.push(op);
      clock.observe(op.hlc);
      state = applyOps(state, [op]);
      return op;
    },
  };
}

describe('notes on verses', () => {
  it('a new note carries every field; an edit only those that changed', () => {
    const phone = device('phone');
    const made = phone.apply(
      saveNote(
        phone.state,
        NOTE,
        POEM,
        { verses: { from: 2, to: 3 }, colour: 'green', text: '' },
        phone.clock,
      ),
    );
    expect(made).toMatchObject({
      kind: 'note.set',
      fields: { verses: { from: 2, to: 3 }, colour: 'green', text: '' },
    });
    const edit = phone.apply(
      saveNote(
        phone.state,
        NOTE,
        POEM,
        { verses: { from: 2, to: 3 }, colour: 'green', text: 'Jàng' },
        phone.clock,
      ),
    );
    expect(edit).toMatchObject({ kind: 'note.set', fields: { text: 'Jàng' } });
    expect(Object.keys((edit as Extract<LibraryOp, { kind: 'note.set' }>).fields)).toEqual([
      'text',
    ]);
    expect(
      saveNote(
        phone.state,
        NOTE,
        POEM,
        { verses: { from: 2, to: 3 }, colour: 'green', text: 'Jàng' },
        phone.clock,
      ),
    ).toBeUndefined();
  });

  it('a colour changed on one device and a text on the other both hold', () => {
    const phone = device('phone');
    const laptop = device('laptop', 5_000);
    const first = phone.apply(
      saveNote(
        phone.state,
        NOTE,
        POEM,
        { verses: { from: 0, to: 0 }, colour: 'yellow', text: 'a' },
        phone.clock,
      ),
    )!;
    laptop.apply(first);
    const colour = phone.apply(
      saveNote(
        phone.state,
        NOTE,
        POEM,
        { verses: { from: 0, to: 0 }, colour: 'blue', text: 'a' },
        phone.clock,
      ),
    )!;
    const text = laptop.apply(
      saveNote(
        laptop.state,
        NOTE,
        POEM,
        { verses: { from: 0, to: 0 }, colour: 'yellow', text: 'b' },
        laptop.clock,
      ),
    )!;
    phone.apply(text);
    laptop.apply(colour);
    expect(viewLibrary(phone.state).notes).toEqual(viewLibrary(laptop.state).notes);
    expect(viewLibrary(phone.state).notes[0]).toMatchObject({ colour: 'blue', text: 'b' });
  });

  it('saving a note left without colour or text deletes it; deleting hides it', () => {
    const phone = device('phone');
    phone.apply(
      saveNote(
        phone.state,
        NOTE,
        POEM,
        { verses: { from: 0, to: 1 }, colour: null, text: 'x' },
        phone.clock,
      ),
    );
    expect(viewLibrary(phone.state).notes).toHaveLength(1);
    const emptied = phone.apply(
      saveNote(
        phone.state,
        NOTE,
        POEM,
        { verses: { from: 0, to: 1 }, colour: null, text: '  ' },
        phone.clock,
      ),
    );
    expect(emptied?.kind).toBe('note.delete');
    expect(viewLibrary(phone.state).notes).toEqual([]);
    expect(
      saveNote(
        phone.state,
        NOTE,
        POEM,
        { verses: { from: 0, to: 1 }, colour: null, text: '' },
        phone.clock,
      ),
    ).toBeUndefined();
    phone.apply(
      saveNote(
        phone.state,
        NOTE,
        POEM,
        { verses: { from: 0, to: 1 }, colour: 'pink', text: '' },
        phone.clock,
      ),
    );
    phone.apply(deleteNote(NOTE, phone.clock));
    expect(viewLibrary(phone.state).notes).toEqual([]);
  });

  it('lists a poem’s notes in the order of their verses', () => {
    const notes = [
      { id: 'b', poemId: POEM, verses: { from: 3, to: 4 }, colour: null, text: '' },
      { id: 'a', poemId: 'other', verses: { from: 0, to: 0 }, colour: null, text: '' },
      { id: 'c', poemId: POEM, verses: { from: 0, to: 2 }, colour: 'blue', text: '' },
    ];
    expect(notesOfPoem(notes, POEM).map((note) => note.id)).toEqual(['c', 'b']);
  });

  it('numbers verses over the whole poem and finds their stanza', () => {
    expect(versesOfPoem(content)).toEqual(['Benn', 'Ñaar', 'Ñett', 'Ñeent', 'Juróom']);
    expect([0, 1, 2, 4, 5].map((verse) => stanzaOfVerse(content, verse))).toEqual([
      1,
      1,
      2,
      2,
      undefined,
    ]);
  });

  it('searches the title, the verses quoted and the text, folded', () => {
    const note = { title: 'Xam-xam', quoted: ['Ñett bëgg'], text: 'Jàngat ko' };
    expect(noteSearch('begg')(note)).toBe(true);
    expect(noteSearch('JANGAT xam')(note)).toBe(true);
    expect(noteSearch('jangat absent')(note)).toBe(false);
    expect(noteSearch('  ')(note)).toBe(true);
  });
});
