/**
 * A multipart upload that reports its progress and can be cancelled: XMLHttpRequest, because
 * fetch (and so ky, whose `onUploadProgress` streams the request body) cannot report the
 * bytes sent over HTTP/1.1, and Chromium refuses a streamed body there (DESIGN.md section 7).
 *
 * It keeps the authenticated client's rules (api-client.ts): the session's bearer token; an
 * answer of 401 to a call that carried one refreshes the session through the same single
 * refresh, then sends the form once more (its answer is final); every failure is an
 * ApiError (status 0 when no answer came). A cancelled upload rejects with an
 * AbortError and the browser closes the connection, so the server stores nothing.
 */
import { api } from './api-client';
import { networkError, type ApiError } from './api-error';
import { apiErrorOf } from './to-api-error';
import { sessionTokens } from './session-tokens';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** The whole body's size in bytes. */
  total: number;
}

export interface UploadOptions {
  method: 'POST' | 'PUT';
  /** Under /api, e.g. `audios` or `audios/<id>/file?version=3`. */
  path: string;
  form: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

function errorOf(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return apiErrorOf(status, body);
}

type Sent = { status: number; text: string; token: string | null };

/** One send of the form: the answer, whatever its status (an abort or no answer rejects). */
function sendOnce({ method, path, form, onProgress, signal }: UploadOptions): Promise<Sent> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const token = sessionTokens.access();
    xhr.open(method, `/api/${path}`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText, token });
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(form);
  });
}

/** Sends the form with progress; the server's JSON answer, or an ApiError. */
export async function uploadWithProgress<T>(options: UploadOptions): Promise<T> {
  let sent = await sendOnce(options);
  if (sent.status === 401 && sent.token) {
    // Another call may have refreshed the session since this one left.
    const current = sessionTokens.access();
    if (current === sent.token) {
      const outcome = await api.refreshSession();
      if (outcome === 'unreachable') throw networkError();
    }
    if (sessionTokens.access()) sent = await sendOnce(options);
  }
  if (sent.status < 200 || sent.status >= 300) throw errorOf(sent.status, sent.text);
  return JSON.parse(sent.text) as T;
}
