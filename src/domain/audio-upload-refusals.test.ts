import { describe, expect, it } from 'vitest';
import { audioRefusalMessage, readAudioRefusal, type AudioRefusal } from './audio-upload-refusals';

const REFUSALS: AudioRefusal[] = [
  { kind: 'tooLarge', maxBytes: 52428800 },
  { kind: 'unsupported', detected: 'image/png' },
  { kind: 'unsupported', detected: null },
  { kind: 'noAudioTrack' },
  { kind: 'unplayable', reason: 'it holds no audio stream' },
  { kind: 'empty' },
  { kind: 'missing' },
];

describe('audio upload refusals', () => {
  it.each(REFUSALS)('reads back what the server wrote: %o', (refusal) => {
    expect(readAudioRefusal(audioRefusalMessage(refusal))).toEqual(refusal);
  });

  it('reads nothing from another message', () => {
    expect(readAudioRefusal('Title is required')).toBeNull();
  });
});
