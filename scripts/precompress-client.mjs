/**
 * Build step after `vite build` (npm run build:client): writes `<file>.br` (brotli, best
 * quality) and `<file>.gz` (gzip -9) beside every text file of dist/client, so the server
 * sends compressed assets without compressing per request (src/server/plugins/external/
 * client-app.ts). A compressed form that would not be smaller is not written.
 */
import { readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = process.argv[2] ?? 'dist/client';
const TEXT = /\.(js|mjs|css|html|json|webmanifest|svg|txt|xml|map|wasm)$/;

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for await (const path of files(ROOT)) {
  const bytes = await readFile(path);
  const forms = {
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz: gzipSync(bytes, { level: 9 }),
  };
  for (const [ext, data] of Object.entries(forms)) {
    const target = `${path}.${ext}`;
    if (data.length < bytes.length) await writeFile(target, data);
    else await unlink(target).catch(() => {});
  }
  raw += bytes.length;
  brotli += Math.min(forms.br.length, bytes.length);
  count++;
}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(
  `precompressed ${count} files in ${ROOT}: ${kb(raw)} → ${kb(brotli)} brotli` +
    (raw ? ` (${Math.round((brotli / raw) * 100)} %)` : ''),
);
