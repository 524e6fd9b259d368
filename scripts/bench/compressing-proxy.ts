/**
 * A loopback proxy that serves the app gzip-compressed (level 9, each asset compressed
 * once and kept), standing in for precompressed static files so `bench:lighthouse` can
 * measure a page both as the server sends it and as it will be sent compressed.
 */
import { createServer, request, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /text\/|javascript|json|xml|svg|webmanifest/;

export async function startCompressingProxy(
  target: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const cache = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          const gzip =
            COMPRESSIBLE.test(String(headers['content-type'] ?? '')) &&
            /gzip/.test(String(req.headers['accept-encoding'] ?? '')) &&
            answer.statusCode === 200;
          let payload: Buffer = body;
          if (gzip) {
            const key = req.url ?? '';
            payload = cache.get(key) ?? gzipSync(body, { level: 9 });
            cache.set(key, payload);
            headers['content-encoding'] = 'gzip';
            headers.vary = 'accept-encoding';
          }
          headers['content-length'] = String(payload.length);
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(payload);
        });
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
