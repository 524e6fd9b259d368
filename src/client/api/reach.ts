/**
 * Asks the server for the first byte of a same-origin URL (a recitation's stream) to explain why
 * the audio element could not load it: the answer's status, or null when no answer came (a
 * dead connection, which the app's connectivity learns through http.ts like any other call).
 */
import { isNoAnswer } from './api-error';
import { http } from './http';

const REACH_TIMEOUT_MS = 10_000;

export async function reach(url: string): Promise<number | null> {
  try {
    const response = await http.get(url, {
      prefixUrl: '',
      headers: { range: 'bytes=0-0' },
      retry: 0,
      timeout: REACH_TIMEOUT_MS,
      throwHttpErrors: false,
    });
    void response.body?.cancel().catch(() => undefined);
    return response.status;
  } catch (error) {
    if (isNoAnswer(error)) return null;
    throw error;
  }
}
