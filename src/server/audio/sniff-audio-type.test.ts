import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { makeWav } from '../../../tests/fixtures/audio/make-wav';
import { makeWebm } from '../../../tests/fixtures/audio/make-webm';
import { demoPath } from '../seed/demo-anthology';
import { extensionOf, sniffAudioType } from './sniff-audio-type';

/** The first Ogg page of a stream whose first packet starts with `codec`. */
function oggPage(codec: Buffer) {
  const header = Buffer.alloc(28);
  header.write('OggS', 0, 'ascii');
  header[5] = 0x02; // beginning of stream
  header[26] = 1; // one segment
  header[27] = codec.length;
  return Buffer.concat([header, codec, Buffer.alloc(64)]);
}

/** An ISO BMFF file starting with an `ftyp` box of `brand`. */
function ftyp(brand: string) {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('ftyp', 4, 'ascii');
  box.write(brand.padEnd(4, ' '), 8, 'ascii');
  box.write('isomiso2mp41', 16, 'ascii');
  return Buffer.concat([box, Buffer.alloc(64)]);
}

describe('sniffAudioType', () => {
  it('recognises the demo MP3', async () => {
    const mp3 = await readFile(demoPath('audio/kocc-neenti-leeb.mp3'));
    expect((await sniffAudioType(mp3.subarray(0, 4100))).audio).toEqual({
      mimeType: 'audio/mpeg',
      ext: 'mp3',
      needsAudioTrack: false,
    });
  });

  it.each([
    ['Ogg Vorbis', oggPage(Buffer.from('\x01vorbis', 'latin1')), 'audio/ogg', 'ogg', false],
    ['Ogg Opus', oggPage(Buffer.from('OpusHead')), 'audio/ogg', 'opus', false],
    ['M4A', ftyp('M4A'), 'audio/mp4', 'm4a', false],
    ['MP4 with a generic brand', ftyp('isom'), 'audio/mp4', 'm4a', true],
    [
      'ADTS AAC',
      Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc, ...Buffer.alloc(64)]),
      'audio/aac',
      'aac',
      false,
    ],
    ['WAV', makeWav(0.1), 'audio/wav', 'wav', false],
    ['WebM', makeWebm({ seconds: 1, track: 'audio' }), 'audio/webm', 'webm', true],
  ])('maps %s to %s (.%s)', async (_name, head, mimeType, ext, needsAudioTrack) => {
    expect((await sniffAudioType(head)).audio).toEqual({ mimeType, ext, needsAudioTrack });
  });

  it.each([
    [
      'a PNG',
      Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
      'image/png',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'application/pdf'],
    ['Ogg Theora video', oggPage(Buffer.from('\x80theora', 'latin1')), 'video/ogg'],
    ['plain text', Buffer.from('Ñeenti leeb yi\n'.repeat(20)), null],
    ['nothing', Buffer.alloc(0), null],
  ])('refuses %s, saying what it found', async (_name, head, detected) => {
    expect(await sniffAudioType(head)).toEqual({ audio: null, detected });
  });
});

describe('extensionOf', () => {
  it('names the extension of each stored type', () => {
    expect(extensionOf('audio/mpeg')).toBe('mp3');
    expect(extensionOf('audio/mp4')).toBe('m4a');
    expect(extensionOf('application/x-unknown')).toBe('bin');
  });
});
