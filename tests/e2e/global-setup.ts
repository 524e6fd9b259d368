/** Starts one real server for all browser suites and hands its address to them. */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './support/browser';
import { startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
    metricsToken: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: run \`apt-get update && apt-get install -y chromium\``,
    );
  }
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminPassword', server.adminPassword);
  project.provide('metricsToken', server.metricsToken);
  return () => server.stop();
}
