import { describe, expect, it } from 'vitest';
import { AUDIO_UPLOAD_FIELDS, AUDIO_UPLOAD_FILE_FIELD, AudioInputSchema } from './audio';

describe('the audio upload form', () => {
  it('names every text field of an audio, and only those: none is dropped on upload', () => {
    expect([...AUDIO_UPLOAD_FIELDS].sort()).toEqual(Object.keys(AudioInputSchema.shape).sort());
  });

  it('keeps the file apart from the text fields', () => {
    expect(AUDIO_UPLOAD_FIELDS).not.toContain(AUDIO_UPLOAD_FILE_FIELD);
  });
});
