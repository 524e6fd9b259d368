/**
 * A 53-bit hash of a text (cyrb53, public domain: two 32-bit multiply-xor lanes mixed at the
 * end). The word index's snapshot keeps it instead of each poem's text, to tell an edited
 * text from a counter bump without reading the text back: with 10,000 poems and 53 bits, a
 * collision (an edit taken for a counter bump) is about one chance in 10^12 per edit.
 */
export function hashText(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
