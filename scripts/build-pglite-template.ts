/**
 * Part of `npm run build:server`: writes the empty PGlite cluster a first start unpacks
 * instead of running initdb (src/server/db/pglite-template.ts says why). Skipped when the
 * installed PGlite's template is already there.
 */
import { existsSync } from 'node:fs';
import { templatePath, writeTemplate } from '@server/db/pglite-template';

if (existsSync(templatePath())) {
  console.log(`PGlite template: ${templatePath()} is up to date`);
} else {
  console.log(`PGlite template: wrote ${await writeTemplate()}`);
}
