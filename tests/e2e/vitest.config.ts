/**
 * Browser suites (`npm run test:e2e`): the real server and the built app in Debian's
 * Chromium, driven by playwright-core. One file at a time: they share one server.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A page's answer to a key or a click can take more than expect.poll's default second on
    // a busy CI machine (a failed run: Space toggled the player after the poll had given up).
    expect: { poll: { timeout: 5_000 } },
  },
});
