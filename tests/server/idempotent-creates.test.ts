/**
 * Creates through the balancer may be sent twice (an instance died after committing, before
 * answering). With an Idempotency-Key, the repeat answers the first record and creates
 * nothing; concurrent repeats too (plugins/app/shared/create-once.ts).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const create = (url: string, body: object, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...ctx.asAdmin, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

const tagsNamed = async (name: string) =>
  (await ctx.database.db.select({ n: count() }).from(t.tags).where(eq(t.tags.name, name)))[0]!.n;

describe('POST with an Idempotency-Key', () => {
  it('answers a repeat with the first record and creates nothing more', async () => {
    const first = await create('/api/poets', { name: 'Once Only', status: 'active' }, 'save-1');
    expect(first.statusCode).toBe(201);
    const again = await create('/api/poets', { name: 'Once Only', status: 'active' }, 'save-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const [poets] = await ctx.database.db
      .select({ n: count() })
      .from(t.poets)
      .where(eq(t.poets.name, 'Once Only'));
    expect(poets!.n).toBe(1);
  });

  it('creates once when the repeats arrive together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => create('/api/tags', { name: 'ensemble' }, 'together-1')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await tagsNamed('ensemble')).toBe(1);
  });

  it('keeps keys apart per resource, and a different key creates again', async () => {
    const tag = await create('/api/tags', { name: 'shared key' }, 'k-shared');
    const theme = await create('/api/themes', { name: { fr: 'Clé partagée' } }, 'k-shared');
    expect(theme.statusCode).toBe(201);
    expect(theme.json().id).not.toBe(tag.json().id);
    const other = await create('/api/tags', { name: 'shared key 2' }, 'k-other');
    expect(other.json().id).not.toBe(tag.json().id);
  });

  it('does not keep the key of a refused create, so a corrected retry goes through', async () => {
    await create('/api/tags', { name: 'taken' });
    const refused = await create('/api/tags', { name: 'taken' }, 'fix-me');
    expect(refused.statusCode).toBe(409);
    const fixed = await create('/api/tags', { name: 'not taken' }, 'fix-me');
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with a reason', async () => {
    const res = await create('/api/tags', { name: 'bad key' }, 'no spaces allowed');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/idempotency-key/i);
  });

  it('creates every time without a key', async () => {
    await create('/api/tags', { name: 'twice' }).then((r) => expect(r.statusCode).toBe(201));
    const second = await create('/api/tags', { name: 'twice' });
    expect(second.statusCode).toBe(409);
  });
});
