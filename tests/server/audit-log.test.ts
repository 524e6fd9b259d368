/** /api/audit-log: administrators read what administrators wrote, newest first, filtered. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/schemas/audit-log';
import type { Page } from '../../src/domain/paging';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => ctx?.close());

const read = (query = '', headers: Record<string, string> = ctx.asAdmin) =>
  ctx.app.inject({ method: 'GET', url: `/api/audit-log${query}`, headers });
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: ctx.asAdmin });
/** The line is written in onResponse, after the reply: wait until the log holds more than `before`. */
async function settle(before: number) {
  await expect
    .poll(async () => (await read()).json<Page<AuditEntry>>().totalElements)
    .toBeGreaterThan(before);
}

describe('GET /api/audit-log', () => {
  it('answers 401 to a visitor and 403 to a user, on both routes', async () => {
    for (const url of ['', '/actors']) {
      expect((await read(url, {})).statusCode).toBe(401);
      expect((await read(url, ctx.asReader)).statusCode).toBe(403);
    }
    expect(
      ctx.app.routeTable
        .filter((r) => r.url.startsWith('/api/audit-log') && r.method === 'GET')
        .map((r) => r.access),
    ).toEqual(['admin', 'admin']);
  });

  it('lists the writes newest first, with who, what and which record, never a value', async () => {
    const before = (await read()).json<Page<AuditEntry>>().totalElements;
    const singer = (await write('POST', '/api/singers', { name: 'Audit singer' })).json<{
      id: string;
    }>();
    await settle(before);
    await write('PUT', `/api/singers/${singer.id}`, { name: 'Audit singer 2' });
    await settle(before + 1);
    await write('PUT', `/api/users/${ctx.reader.id}/reset-password`, {
      password: 'secret-password-9',
    });
    await settle(before + 2);

    const page = (await read('?size=3')).json<Page<AuditEntry>>();
    expect(page.totalElements).toBe(before + 3);
    expect(page.content.map((e) => [e.action, e.entity, e.entityId])).toEqual([
      ['PUT /api/users/:id/reset-password', 'users', ctx.reader.id],
      ['PUT /api/singers/:id', 'singers', singer.id],
      ['POST /api/singers', 'singers', singer.id],
    ]);
    expect(page.content[0]).toMatchObject({
      actorId: ctx.admin.id,
      actorEmail: ctx.admin.email,
      fields: ['password'],
    });
    expect(JSON.stringify(page.content)).not.toContain('secret-password-9');
    const times = page.content.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by entity and by administrator, and pages', async () => {
    const singers = (await read('?entity=singers')).json<Page<AuditEntry>>();
    expect(singers.totalElements).toBeGreaterThanOrEqual(2);
    expect(singers.content.every((e) => e.entity === 'singers')).toBe(true);

    const mine = (await read(`?actorId=${ctx.admin.id}&entity=users`)).json<Page<AuditEntry>>();
    expect(mine.content.length).toBeGreaterThan(0);
    expect(mine.content.every((e) => e.actorId === ctx.admin.id && e.entity === 'users')).toBe(
      true,
    );
    const nobody = (await read(`?actorId=${ctx.reader.id}`)).json<Page<AuditEntry>>();
    expect(nobody).toMatchObject({ totalElements: 0, content: [] });

    const second = (await read('?entity=singers&size=1&page=1')).json<Page<AuditEntry>>();
    expect(second).toMatchObject({ size: 1, number: 1 });
    expect(second.content[0]?.id).toBe(singers.content[1]?.id);
  });

  it('names the administrators of the log for the filter', async () => {
    const actors = (await read('/actors')).json<Array<{ id: string; email: string }>>();
    expect(actors).toEqual([{ id: ctx.admin.id, email: ctx.admin.email }]);
  });

  it('refuses a bad filter or page with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['?entity=bananas', 'entity'],
      ['?actorId=42', 'actorId'],
      ['?size=1000', 'size'],
      ['?page=-1', 'page'],
    ] as const) {
      const res = await read(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields), query).toContain(field);
    }
  });
});

describe('what a line tells of the record', () => {
  it('a poem save: its name, its revision, and the changed fields before and after (long texts: the changed verses)', async () => {
    const poet = (
      await write('POST', '/api/poets', { name: 'Poet of the log', status: 'active' })
    ).json<{ id: string }>();
    const poem = (
      await write('POST', '/api/poems', {
        title: 'Woy',
        content: 'A\nB\n\nC',
        poetId: poet.id,
        year: 1930,
      })
    ).json<{ id: string }>();
    const before = (await read()).json<Page<AuditEntry>>().totalElements;
    const saved = await write('PUT', `/api/poems/${poem.id}`, {
      title: 'Woy wi',
      content: 'A\nB2\n\nC',
      year: 1930,
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await settle(before);
    const [line] = (await read('?size=1')).json<Page<AuditEntry>>().content;
    expect(line).toMatchObject({ entity: 'poems', entityId: poem.id, name: 'Woy wi' });
    expect(line!.revisionId).toEqual(expect.any(Number));
    expect(line!.changes).toEqual([
      { field: 'title', before: 'Woy', after: 'Woy wi' },
      { field: 'content', before: 'B', after: 'B2' },
    ]);

    await write('DELETE', `/api/poems/${poem.id}`);
    await settle(before + 1);
    const [deleted] = (await read('?size=1')).json<Page<AuditEntry>>().content;
    expect(deleted).toMatchObject({ action: 'DELETE /api/poems/:id', name: 'Woy wi', changes: [] });
  });

  it('a record without revisions is named as it is now', async () => {
    const before = (await read()).json<Page<AuditEntry>>().totalElements;
    await write('POST', '/api/tags', { name: 'Tag of the log' });
    await settle(before);
    const [line] = (await read('?size=1')).json<Page<AuditEntry>>().content;
    expect(line).toMatchObject({
      entity: 'tags',
      name: 'Tag of the log',
      revisionId: null,
      changes: [],
    });
  });
});

describe('list filters the dashboard needs', () => {
  it('/api/users filters by role, with the search', async () => {
    const admins = (
      await ctx.app.inject({ method: 'GET', url: '/api/users?role=ADMIN', headers: ctx.asAdmin })
    ).json<Page<{ role: string; email: string }>>();
    expect(admins.content.length).toBeGreaterThan(0);
    expect(admins.content.every((u) => u.role === 'ADMIN')).toBe(true);
    const readers = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/users?role=USER&q=${encodeURIComponent(ctx.reader.email)}`,
        headers: ctx.asAdmin,
      })
    ).json<Page<{ email: string }>>();
    expect(readers.content.map((u) => u.email)).toEqual([ctx.reader.email]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?role=KING',
      headers: ctx.asAdmin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('/api/singers searches by part of the name, any case or accent', async () => {
    await write('POST', '/api/singers', { name: 'Sëriñ Mbaye' });
    const found = (await ctx.app.inject({ method: 'GET', url: '/api/singers?q=serin' })).json<
      Page<{ name: string }>
    >();
    expect(found.content.map((s) => s.name)).toEqual(['Sëriñ Mbaye']);
  });
});
