/**
 * The upload form before anything is sent: a dropped file's name and size are shown, and a
 * save without a file or a title says so on the fields and sends nothing.
 */
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@client/db/db';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { uploadAudio } from './uploads';
import { AudioUploadForm } from './audio-upload-form';

vi.mock('./uploads', () => ({ uploadAudio: vi.fn() }));
vi.mock('../form/sync-after-save', () => ({ syncAfterSave: vi.fn() }));

// A whole form (Chakra, the router, IndexedDB) in jsdom: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeEach(async () => {
  await db.drafts.clear();
  vi.mocked(uploadAudio).mockReset();
});
afterEach(cleanup);

describe('the recording upload form', () => {
  it('refuses to send without a file or a title, on the fields', async () => {
    await renderInApp(() => <AudioUploadForm onSaved={vi.fn()} />, { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose an audio file.')).toBeTruthy();
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(uploadAudio).not.toHaveBeenCalled();
  });

  it('shows a dropped file’s name and size before sending', async () => {
    await renderInApp(() => <AudioUploadForm onSaved={vi.fn()} />, { language: 'en' });
    const file = new File([new Uint8Array(12_345)], 'kocc.mp3', { type: 'audio/mpeg' });
    fireEvent.drop(await screen.findByTestId('audio-drop-zone'), {
      dataTransfer: { files: [file] },
    });
    expect(await screen.findByText('kocc.mp3')).toBeTruthy();
    expect(screen.getByTestId('chosen-size').textContent).toBe('Size: 12 kB');
    expect(screen.queryByText('Choose an audio file.')).toBeNull();
  });
});
