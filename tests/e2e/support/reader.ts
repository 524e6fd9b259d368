/**
 * A reader of the browser suites: an account of the suite's own (registered through the API
 * with a unique e-mail, so no other suite signs in to it or edits its library), its devices
 * (each a browser context signed in through the login form, the anthology synced), and what
 * the product promises between two of them.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { signIn } from './admin';
import { openPage, type TestPage } from './browser';
import { mirrorMeta, waitForFirstSync, waitForMirror } from './mirror';

/** What the product promises between two visible, online devices of one account. */
export const WITHIN_MS = 5_000;

export interface Reader {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers a new reader account through POST /api/auth/register; `emailPrefix` names the
 * suite in the e-mail (made unique per run), the names are what the account menu shows.
 */
export async function registerReader(
  baseUrl: string,
  emailPrefix: string,
  names: { firstName: string; lastName: string },
): Promise<Reader> {
  const reader = {
    email: `${emailPrefix}-${Date.now()}-${randomBytes(3).toString('hex')}@example.org`,
    password: `lecture-${randomBytes(9).toString('base64url')}`,
    ...names,
  };
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(reader),
  });
  if (registered.status !== 201)
    throw new Error(`registering ${reader.email}: ${registered.status} ${await registered.text()}`);
  return reader;
}

/**
 * A device of the reader: a new browser context (French and a desktop unless `context` says
 * otherwise) signed in through the login form on `returnTo` (in `lng` if given), once its
 * mirror holds the anthology.
 */
export async function signedInDevice(
  browser: Browser,
  baseUrl: string,
  reader: Reader,
  {
    returnTo = '/',
    lng,
    context,
  }: { returnTo?: string; lng?: string; context?: BrowserContextOptions } = {},
): Promise<TestPage> {
  const device = await openPage(browser, baseUrl, context);
  await signIn(device.page, reader, returnTo, 'returnTo', lng);
  await waitForFirstSync(device.page, baseUrl);
  return device;
}

/** The library's first sync ran on this device (its replica now belongs to the account). */
export const librarySynced = (page: Page) =>
  waitForMirror(page, async () => (await mirrorMeta(page, 'library.generation')) !== undefined, {
    what: 'the library sync',
  });
