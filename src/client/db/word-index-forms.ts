/**
 * The word index's numbering of normal forms, read in place: a word of a text is looked up by
 * its offsets (wordBounds), hashed from its code units and compared with the form already
 * numbered, so the 1.3 million words of a 10,000-poem build make no string each (a slice per
 * word, hashed on its first Map lookup, was a third of the build's time and most of its
 * garbage). Only a form met for the first time becomes a string, once.
 *
 * An open-addressing table of form numbers (linear probing, at most half full), keyed by a
 * 32-bit FNV-1a hash of the UTF-16 code units.
 */
const EMPTY = -1;

function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

function sameForm(form: string, text: string, start: number, end: number): boolean {
  if (form.length !== end - start) return false;
  for (let i = 0; i < form.length; i += 1) {
    if (form.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  }
  return true;
}

export class FormNumbers {
  /** The forms by number. */
  readonly forms: string[] = [];
  private hashes: number[] = [];
  private table = new Int32Array(2048).fill(EMPTY);

  /** The number of text.slice(start, end), or -1 when that form has none yet. */
  find(text: string, start: number, end: number): number {
    const mask = this.table.length - 1;
    const hash = hashOf(text, start, end);
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const id = this.table[at]!;
      if (id === EMPTY) return EMPTY;
      if (this.hashes[id] === hash && sameForm(this.forms[id]!, text, start, end)) return id;
    }
  }

  /** The number of `form` (a new one when it has none). */
  numberOf(form: string): number {
    const known = this.find(form, 0, form.length);
    if (known !== EMPTY) return known;
    const id = this.forms.length;
    this.forms.push(form);
    this.hashes.push(hashOf(form, 0, form.length));
    if (this.forms.length * 2 > this.table.length) this.rehash(this.table.length * 2);
    else this.place(id);
    return id;
  }

  clear() {
    this.forms.length = 0;
    this.hashes.length = 0;
    this.table.fill(EMPTY);
  }

  private place(id: number) {
    const mask = this.table.length - 1;
    let at = this.hashes[id]! & mask;
    while (this.table[at] !== EMPTY) at = (at + 1) & mask;
    this.table[at] = id;
  }

  private rehash(size: number) {
    this.table = new Int32Array(size).fill(EMPTY);
    for (let id = 0; id < this.forms.length; id += 1) this.place(id);
  }
}
