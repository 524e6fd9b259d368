import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postRecord } from './write-record';

const created = { id: 'p1', name: 'Once' };
const answer = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const keyOf = (input: Request | string, init?: RequestInit) =>
  (input instanceof Request ? input.headers : new Headers(init?.headers)).get('idempotency-key');

// The API client asks for /api/…; Node's Request needs an origin to resolve it against.
const NodeRequest = globalThis.Request;
beforeEach(() => {
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://127.0.0.1') : input, init);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('postRecord', () => {
  it('sends one Idempotency-Key per save, the same on its retries', async () => {
    const keys: (string | null)[] = [];
    let calls = 0;
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      keys.push(keyOf(input, init));
      calls++;
      // The first attempt meets a dead instance behind the balancer.
      return calls === 1 ? answer({ message: 'bad gateway' }, 502) : answer(created, 201);
    });
    await expect(postRecord('poets', { name: 'Once' })).resolves.toEqual(created);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives each save its own key', async () => {
    const keys: (string | null)[] = [];
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      keys.push(keyOf(input, init));
      return answer(created, 201);
    });
    await postRecord('poets', { name: 'A' });
    await postRecord('poets', { name: 'B' });
    expect(new Set(keys).size).toBe(2);
  });
});
