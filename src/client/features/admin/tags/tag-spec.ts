/** The tag form for the kit: a name (unique whatever its case: the server answers 409 on `name`). */
import type { Tag } from '@domain/schemas';
import { defineFormSpec } from '../form/form-spec';
import { tagResource } from './resource';

export const tagSpec = defineFormSpec<Tag, 'name'>({
  form: 'tag',
  resource: tagResource,
  empty: { name: '' },
  toValues: (tag) => ({ name: tag.name }),
  toInput: (v) => ({ name: v.name }),
});
