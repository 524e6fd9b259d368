/** The singer (reciter) form: name, biography, photo address; on the dashboard's form kit. */
import { useTranslation } from 'react-i18next';
import type { Singer } from '@domain/schemas';
import '@client/i18n/namespaces/admin-people';
import { AdminForm } from '../form/admin-form';
import { TextField } from '../form/fields/text-field';
import { useResourceForm } from '../form/use-resource-form';
import { singerSpec } from './singer-spec';

interface Props {
  record?: Singer;
  onSaved: (saved: Singer) => void;
}

export function SingerForm({ record, onSaved }: Props) {
  const { t } = useTranslation('admin-people');
  const form = useResourceForm(singerSpec, { record, onSaved });
  const labels = {
    name: t('singers.fields.name'),
    biography: t('singers.fields.biography'),
    photoUrl: t('singers.fields.photoUrl'),
  };
  return (
    <AdminForm
      form={form}
      title={t(record ? 'singers.form.editTitle' : 'singers.form.newTitle')}
      lead={t('singers.form.lead')}
      labels={labels}
      cancelTo={
        record
          ? { to: '/dashboard/singers/$id', params: { id: record.id } }
          : { to: '/dashboard/singers' }
      }
    >
      <TextField form={form} name="name" label={labels.name} required />
      <TextField form={form} name="biography" label={labels.biography} multiline rows={6} />
      <TextField
        form={form}
        name="photoUrl"
        label={labels.photoUrl}
        type="url"
        inputMode="url"
        dir="ltr"
      />
    </AdminForm>
  );
}
