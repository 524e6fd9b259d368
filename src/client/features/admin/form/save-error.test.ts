import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@client/api/api-error';
import { toSaveError } from './save-error';

const kyError = (status: number, body: object) => {
  const request = new Request('http://localhost/api/tags');
  const response = new Response(JSON.stringify(body), { status });
  return new HTTPError(response, request, {} as never);
};

describe('what a failed save means for the form', () => {
  it('a 409 on version is a conflict; a 409 naming another field is a message for it', async () => {
    expect(
      await toSaveError(new ApiCallError('http', 409, 'Stale', { version: 'Stale version' })),
    ).toEqual({ kind: 'stale' });
    expect(await toSaveError(new ApiCallError('http', 409, 'Taken', { name: 'Taken' }))).toEqual({
      kind: 'fields',
      message: 'Taken',
      fields: { name: 'Taken' },
    });
  });

  it("a 400's fields go to the fields, from the app's client or from ky", async () => {
    const fields = { word: 'Word is required' };
    expect(await toSaveError(new ApiCallError('http', 400, 'Invalid', fields))).toEqual({
      kind: 'fields',
      message: 'Invalid',
      fields,
    });
    expect(await toSaveError(kyError(400, { message: 'Invalid', fields }))).toEqual({
      kind: 'fields',
      message: 'Invalid',
      fields,
    });
  });

  it("a refused file's 413 or 415 goes to the file field", async () => {
    const fields = { file: 'The file is empty' };
    for (const status of [413, 415]) {
      expect(await toSaveError(new ApiCallError('http', status, 'Refused', fields))).toEqual({
        kind: 'fields',
        message: 'Refused',
        fields,
      });
    }
  });

  it('no answer is offline; any other refusal fails with its message', async () => {
    expect(await toSaveError(new ApiCallError('network', 0, 'Something went wrong'))).toEqual({
      kind: 'offline',
    });
    expect(await toSaveError(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
    expect(await toSaveError(kyError(403, { message: 'Forbidden' }))).toEqual({
      kind: 'failed',
      status: 403,
      message: 'Forbidden',
    });
  });
});
