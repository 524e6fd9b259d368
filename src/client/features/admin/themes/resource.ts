/** The dashboard's themes at /api/themes (searched by a name in any language with `q`). */
import { ThemeInputSchema, ThemeUpdateSchema, type Theme } from '@domain/schemas';
import { defineResource } from '../resource/define-resource';

export const themeResource = defineResource<Theme>({
  path: 'themes',
  createSchema: ThemeInputSchema,
  updateSchema: ThemeUpdateSchema,
});
