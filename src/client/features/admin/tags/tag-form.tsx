/** The tag form: its name. */
import { useTranslation } from 'react-i18next';
import type { Tag } from '@domain/schemas';
import { AdminForm } from '../form/admin-form';
import { TextField } from '../form/fields/text-field';
import { useResourceForm } from '../form/use-resource-form';
import { tagSpec } from './tag-spec';

interface Props {
  record?: Tag;
  onSaved: (saved: Tag) => void;
}

export function TagForm({ record, onSaved }: Props) {
  const { t } = useTranslation('admin-form');
  const form = useResourceForm(tagSpec, { record, onSaved });
  const labels = { name: t('tag.fields.name') };
  return (
    <AdminForm
      form={form}
      title={t(record ? 'tag.editTitle' : 'tag.newTitle')}
      lead={t('tag.lead')}
      labels={labels}
      cancelTo={{ to: '/dashboard/tags' }}
    >
      <TextField form={form} name="name" label={labels.name} required />
    </AdminForm>
  );
}
