/** Multipart uploads (audio). Files are streamed; the size limit answers 413. */
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { AppConfig } from '../../config';

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(multipart, {
      limits: {
        fileSize: config.env.AUDIO_MAX_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 1024 * 1024,
      },
    });
  },
  { name: 'multipart' },
);
