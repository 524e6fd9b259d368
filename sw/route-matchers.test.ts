import { describe, expect, it } from 'vitest';
import { NAVIGATION_DENYLIST, isAudioStream, isWolofalFont } from './route-matchers';

const url = (path: string) => new URL(path, 'https://taalif.example');
const denied = (path: string) => NAVIGATION_DENYLIST.some((re) => re.test(path));

describe('navigation denylist', () => {
  it.each(['/api', '/api/', '/api/docs', '/api/docs/static/index.html', '/api/poems'])(
    'keeps %s on the server',
    (p) => {
      expect(denied(p)).toBe(true);
    },
  );
  it.each(['/', '/poems', '/poem/1', '/apiary', '/404', '/auth/jwt/login'])(
    'serves %s from the shell',
    (p) => {
      expect(denied(p)).toBe(false);
    },
  );
});

describe('isAudioStream', () => {
  it('matches only stream URLs', () => {
    expect(isAudioStream(url('/api/audios/stream/abc'))).toBe(true);
    expect(isAudioStream(url('/api/audios/download/abc'))).toBe(false);
    expect(isAudioStream(url('/api/audios/abc'))).toBe(false);
  });
});

describe('isWolofalFont', () => {
  it('matches the built Harmattan file only', () => {
    expect(isWolofalFont(url('/assets/harmattan-arabic-400-normal-B1x9Qe2k.woff2'))).toBe(true);
    expect(isWolofalFont(url('/assets/noto-naskh-arabic-arabic-wght-normal-Xy.woff2'))).toBe(false);
    expect(isWolofalFont(url('/api/harmattan-arabic.woff2'))).toBe(false);
  });
});
