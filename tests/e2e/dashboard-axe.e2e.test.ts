/**
 * axe-core on every dashboard screen at 1280 and 390 px: the desk, each resource's list,
 * view, new and edit forms, the histories, the trash, the audit log, the users' screens and
 * the subtitle generator (empty and with a recording open). Each screen is loaded by its
 * address, waited for until what it shows has settled (its heading, no list or form still
 * loading), and must have no serious or critical WCAG 2.1 A/AA violation; no screen may
 * scroll sideways at 390 px. The records are this suite's own, made through the API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeWav } from '../fixtures/audio/make-wav';
import { adminApi, createPoem, signIn, type AdminApi } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { overflowsHorizontally } from './support/screenshots';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const stamp = Date.now();
let browser: Browser;
let api: AdminApi;
/** The suite's own records, by kind: the screens' `{kind}` placeholders. */
const ids: Record<string, string> = {};

type Made = { id: string };

const record = (section: string, kind: string, history: boolean) => [
  `/dashboard/${section}`,
  `/dashboard/${section}/new`,
  `/dashboard/${section}/{${kind}}`,
  `/dashboard/${section}/{${kind}}/edit`,
  ...(history ? [`/dashboard/${section}/{${kind}}/history`] : []),
];

const SCREENS = [
  '/dashboard',
  ...record('poems', 'poem', true),
  '/dashboard/poems/vtt-generator',
  '/dashboard/poems/vtt-generator?audio={audio}',
  ...record('difficult-words', 'word', true),
  ...record('audios', 'audio', true),
  ...record('poets', 'poet', true),
  ...record('singers', 'singer', false),
  ...record('users', 'user', false),
  '/dashboard/themes',
  '/dashboard/themes/new',
  '/dashboard/themes/{theme}/edit',
  '/dashboard/tags',
  '/dashboard/tags/new',
  '/dashboard/tags/{tag}/edit',
  '/dashboard/trash',
  '/dashboard/audit-log',
];

const address = (screen: string) => screen.replace(/\{(\w+)\}/g, (_, kind: string) => ids[kind]!);

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi(baseUrl, adminPassword);
  const poem = await createPoem(api, { title: `Axe ${stamp}`, content: 'Baat bu jëkk\nBaat' });
  ids.poem = poem.id;
  ids.word = (
    await api<Made>('POST', 'difficult-words', {
      word: `axe${stamp}`,
      definition: 'Mot (de test)',
      poemId: poem.id,
    })
  ).id;
  ids.poet = (await api<Made>('POST', 'poets', { name: `Axe ${stamp}`, status: 'active' })).id;
  ids.singer = (await api<Made>('POST', 'singers', { name: `Axe ${stamp}` })).id;
  ids.theme = (await api<Made>('POST', 'themes', { name: { fr: `Axe ${stamp}` } })).id;
  ids.tag = (await api<Made>('POST', 'tags', { name: `axe-${stamp}` })).id;
  const form = new FormData();
  form.append('title', `Axe ${stamp}`);
  form.append('poemId', poem.id);
  form.append('file', new Blob([new Uint8Array(makeWav(2))], { type: 'audio/wav' }), 'a.wav');
  ids.audio = (await api<Made>('POST', 'audios', form)).id;
  const reader = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `axe-${stamp}@example.org`,
      password: 'lecture-du-soir-42',
      firstName: 'Awa',
      lastName: 'Ndiaye',
    }),
  });
  expect(reader.status).toBe(201);
  ids.user = ((await reader.json()) as { user: Made }).user.id;
});
afterAll(() => browser?.close());

/** The screen has drawn what it reads: its heading, and nothing still loading or busy. */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[data-list-state="loading"], [data-desk-state="loading"], [aria-busy="true"], [role="status"] .chakra-spinner',
      ),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
}

describe.each([
  ['1280 px', { width: 1280, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
])('every dashboard screen at %s', (_width, viewport) => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openPage(browser, baseUrl, { viewport });
    page = opened.page;
    close = () => opened.context.close();
    // An edit form left with changes asks before leaving: the suite only reads.
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, { password: adminPassword }, '/dashboard');
  });
  afterAll(() => close?.());

  it.each(SCREENS)('%s: no serious or critical axe violation', async (screen) => {
    await page.goto(address(screen));
    await settled(page);
    const violations = await seriousViolations(page);
    if (viewport.width < 400 && (await overflowsHorizontally(page)))
      violations.push('scrolls sideways');
    expect(violations).toEqual([]);
  });
});
