import { describe, expect, it } from 'vitest';
import { audioRefusalError, type AudioRefusal } from './audio-upload-refusals';

const REFUSALS: AudioRefusal[] = [
  { kind: 'tooLarge', maxBytes: 52428800 },
  { kind: 'unsupported', detected: 'image/png' },
  { kind: 'noAudioTrack' },
  { kind: 'unplayable', reason: 'it holds no audio stream' },
  { kind: 'empty' },
  { kind: 'missing' },
];

describe('audio upload refusals', () => {
  it('gives each refusal its own code, and the values its sentence needs', () => {
    const codes = REFUSALS.map((refusal) => audioRefusalError(refusal).code);
    expect(new Set(codes).size).toBe(REFUSALS.length);
    expect(audioRefusalError({ kind: 'tooLarge', maxBytes: 52428800 }).params).toEqual({
      maxBytes: 52428800,
    });
    expect(audioRefusalError({ kind: 'unsupported', detected: 'image/png' }).params).toEqual({
      detected: 'image/png',
    });
    expect(audioRefusalError({ kind: 'unsupported', detected: null }).params).toBeUndefined();
  });

  it('keeps an English message for people reading the raw answer', () => {
    expect(audioRefusalError({ kind: 'tooLarge', maxBytes: 1000 }).message).toBe(
      'The file is larger than the limit of 1000 bytes',
    );
  });
});
