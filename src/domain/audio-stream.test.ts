import { describe, expect, it } from 'vitest';
import { audioStreamUrl, isAudioStreamPath } from './audio-stream';

describe('audioStreamUrl', () => {
  it('builds the stream path the server routes', () => {
    expect(audioStreamUrl('0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')).toBe(
      '/api/audios/stream/0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    );
  });

  it('escapes an id so it stays one path segment', () => {
    expect(audioStreamUrl('a/b c?d')).toBe('/api/audios/stream/a%2Fb%20c%3Fd');
  });

  it('builds URLs the service worker recognises as streams', () => {
    for (const id of ['a1', 'a/b c?d', 'ñ'])
      expect(
        isAudioStreamPath(new URL(audioStreamUrl(id), 'https://taalif.example').pathname),
      ).toBe(true);
  });

  it('recognises only stream paths', () => {
    expect(isAudioStreamPath('/api/audios/download/a1')).toBe(false);
    expect(isAudioStreamPath('/api/audios/a1')).toBe(false);
    expect(isAudioStreamPath('/api/audios/stream/')).toBe(false);
  });
});
