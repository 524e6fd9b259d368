/**
 * Every error of the API carries a stable code from src/domain/error-codes.ts, and every
 * field message one too (`fieldCodes`, same keys as `fields`), with the values a sentence
 * needs (`params`); the OpenAPI document lists the codes. Over the real app and database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ApiErrorBody } from '@domain/error-codes';
import { createTestApp, type TestApp } from '../helpers/test-app';

const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';

let ctx: TestApp;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = ctx.asAdmin,
) => ctx.app.inject({ method, url, headers, payload });
const body = async (answer: ReturnType<typeof call>) => (await answer).json<ApiErrorBody>();

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('field codes of a validation error', () => {
  it('names why each field is refused, with the limit its sentence needs', async () => {
    const res = await body(
      call('POST', '/api/poets', {
        name: '',
        birthYear: 1850.5,
        status: 'retired',
        photoUrl: 'ftp://example.test/a.png',
      }),
    );
    expect(res).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(res.fieldCodes).toEqual({
      name: { code: 'required' },
      birthYear: { code: 'not_integer' },
      status: { code: 'invalid_choice' },
      photoUrl: { code: 'invalid_url' },
    });
    expect(Object.keys(res.fields!).sort()).toEqual(Object.keys(res.fieldCodes!).sort());
    expect(res.fields!.name).toBe('Name is required');

    const long = await body(
      call('POST', '/api/poets', { name: 'x'.repeat(201), status: 'active' }),
    );
    expect(long.fieldCodes).toEqual({ name: { code: 'too_long', params: { limit: 200 } } });
  });

  it('tells a missing value from a wrong one, and codes the ids, emails and passwords', async () => {
    const missing = await body(call('POST', '/api/auth/register', {}, {}));
    expect(missing.fieldCodes).toMatchObject({
      email: { code: 'required' },
      password: { code: 'required' },
    });
    const wrong = await body(
      call('POST', '/api/auth/register', {
        email: 'not-an-address',
        password: 'short',
        firstName: 'A',
        lastName: 'B',
      }),
    );
    expect(wrong.fieldCodes).toEqual({
      email: { code: 'invalid_email' },
      password: { code: 'too_short', params: { limit: 8 } },
    });
    expect((await body(call('GET', '/api/poets/42'))).fieldCodes).toEqual({
      id: { code: 'invalid_id' },
    });
  });

  it("codes the domain's own refusals: years out of order, unknown references, NUL characters", async () => {
    const years = await body(
      call('POST', '/api/poets', {
        name: 'Someone',
        status: 'deceased',
        birthYear: 1900,
        deathYear: 1850,
      }),
    );
    expect(years.fieldCodes).toEqual({ deathYear: { code: 'death_before_birth' } });
    const reference = await body(
      call('POST', '/api/difficult-words', {
        word: 'baat',
        definition: 'voix',
        poemId: UNKNOWN_ID,
      }),
    );
    expect(reference).toMatchObject({
      code: 'invalid_request',
      fieldCodes: { poemId: { code: 'unknown_reference' } },
    });
    const nul = await body(call('POST', '/api/tags', { name: 'a\u0000b' }));
    expect(nul.fieldCodes).toEqual({ name: { code: 'forbidden_character' } });
  });
});

describe('codes of the refusals', () => {
  it('codes a stale version and a taken name, on the request and on the field', async () => {
    const tag = (await call('POST', '/api/tags', { name: 'Proverbe' })).json<{ id: string }>();
    const taken = await body(call('POST', '/api/tags', { name: 'proverbe' }));
    expect(taken).toMatchObject({
      status: 409,
      code: 'already_exists',
      fieldCodes: { name: { code: 'already_exists' } },
    });
    await call('PUT', `/api/tags/${tag.id}`, { name: 'Proverbes', version: 1 });
    const stale = await body(call('PUT', `/api/tags/${tag.id}`, { name: 'Maxime', version: 1 }));
    expect(stale).toMatchObject({
      status: 409,
      code: 'stale_version',
      fieldCodes: { version: { code: 'stale_version' } },
    });
  });

  it('codes the administrators that must remain and the account one cannot delete', async () => {
    const demote = await body(call('PUT', `/api/users/${ctx.admin.id}/role`, { role: 'USER' }));
    expect(demote).toMatchObject({ status: 409, code: 'last_admin' });
    const own = await body(call('DELETE', `/api/users/${ctx.admin.id}`));
    expect(own).toMatchObject({ status: 409, code: 'own_account' });
  });

  it('codes authentication, permission and missing things', async () => {
    expect(await body(call('POST', '/api/tags', { name: 'x' }, {}))).toMatchObject({
      status: 401,
      code: 'authentication_required',
    });
    const forged = { authorization: 'Bearer not.a.token' };
    expect(await body(call('POST', '/api/tags', { name: 'x' }, forged))).toMatchObject({
      status: 401,
      code: 'invalid_token',
    });
    expect(await body(call('POST', '/api/tags', { name: 'x' }, ctx.asReader))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    const login = { username: ctx.reader.email, password: 'wrong password' };
    expect(await body(call('POST', '/api/auth/login', login, {}))).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    expect(await body(call('GET', `/api/tags/${UNKNOWN_ID}`))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect(await body(call('GET', '/api/no-such-route'))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes the error shape with the closed list of codes', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const error = JSON.stringify(doc.paths['/api/tags/{id}']!.get!.responses['404']);
    const codes = JSON.parse(/"code":\{[^{}]*"enum":(\[[^\]]*\])/.exec(error)![1]!) as string[];
    expect(codes).toEqual([...ERROR_CODES]);
    expect(error).toContain('fieldCodes');
  });
});
