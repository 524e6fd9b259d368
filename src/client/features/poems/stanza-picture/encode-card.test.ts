import { describe, expect, it, vi } from 'vitest';
import { MAX_PICTURE_BYTES, encodeCard } from './encode-card';

/** A fake encoder: each type (and quality) gives a blob of the size listed. */
const encoder = (sizes: Record<string, number>) =>
  vi.fn(async (type: string, quality?: number) => {
    const size = sizes[quality === undefined ? type : `${type} ${quality}`] ?? 0;
    return new Blob([new Uint8Array(size)], { type });
  });

describe('encodeCard', () => {
  it('keeps a PNG under the limit', async () => {
    const encode = encoder({ 'image/png': 120_000 });
    const blob = await encodeCard(encode);
    expect(blob.type).toBe('image/png');
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it('falls back to a JPEG at 0.9 when the PNG is too heavy', async () => {
    const encode = encoder({ 'image/png': 260_000, 'image/jpeg 0.9': 150_000 });
    const blob = await encodeCard(encode);
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBeLessThanOrEqual(MAX_PICTURE_BYTES);
    expect(encode).toHaveBeenLastCalledWith('image/jpeg', 0.9);
  });

  it('lowers the quality until it fits, else gives the smallest', async () => {
    const fits = encoder({
      'image/png': 400_000,
      'image/jpeg 0.9': 250_000,
      'image/jpeg 0.8': 190_000,
    });
    await expect(encodeCard(fits)).resolves.toHaveProperty('size', 190_000);
    const never = encoder({
      'image/png': 400_000,
      'image/jpeg 0.9': 300_000,
      'image/jpeg 0.8': 260_000,
      'image/jpeg 0.7': 230_000,
    });
    await expect(encodeCard(never)).resolves.toHaveProperty('size', 230_000);
  });
});
