/**
 * Compresses the API's JSON (and other text) answers by Accept-Encoding: brotli, else gzip,
 * above 1 KB (smaller answers gain little and cost a header). Brotli runs at quality 5, close
 * to its best ratio on JSON for a fraction of the default's (11) time. Never the audio: only
 * text types are compressed, and never a Range answer (206, Content-Range), whose byte offsets
 * describe the unencoded file. The built client's assets are precompressed at build time
 * instead (client-app.ts), and cached public reads keep their compressed forms
 * (public-cache.ts), so neither is compressed again per request.
 */
import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** The text types worth compressing: JSON, text, JavaScript, SVG, the web manifest. */
export const COMPRESSIBLE =
  /^(application\/(json|javascript|manifest\+json)|text\/|image\/svg\+xml)/;
export const COMPRESS_THRESHOLD = 1024;
export const BROTLI_QUALITY = 5;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      customTypes: COMPRESSIBLE,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    });
  },
  { name: 'compression' },
);
