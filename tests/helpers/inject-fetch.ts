/**
 * A `fetch` that answers from `app.inject` (no socket), so client code that takes a fetch
 * function (the sync engine's feed reader, the outbox) runs against the real server in a
 * unit test. Relative URLs are the server's; the body is passed as text.
 */
import type { App } from '../../src/server/app';

export function injectFetch(app: App): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const outHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined && key !== 'content-encoding')
        outHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const nullBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(nullBody ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: outHeaders,
    });
  }) as typeof fetch;
}
