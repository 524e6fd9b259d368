/**
 * The poet form: name, years of birth and death, status (SPEC's option list: Active /
 * Deceased, values active / deceased), biography in the four languages, photo address.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { POET_STATUSES, type Poet } from '@domain/schemas';
import { AdminForm } from '../form/admin-form';
import { LocalizedTextFields } from '../form/fields/localized-text-fields';
import { SelectField } from '../form/fields/select-field';
import { TextField } from '../form/fields/text-field';
import { useResourceForm } from '../form/use-resource-form';
import { poetSpec } from './poet-spec';

interface Props {
  record?: Poet;
  onSaved: (saved: Poet) => void;
}

export function PoetForm({ record, onSaved }: Props) {
  const { t } = useTranslation('admin-form');
  const form = useResourceForm(poetSpec, { record, onSaved });
  const language = (l: 'fr' | 'en' | 'wol' | 'ar') =>
    `${t('poet.fields.biography')} (${t(`languages.${l}`)})`;
  const labels = {
    name: t('poet.fields.name'),
    birthYear: t('poet.fields.birthYear'),
    deathYear: t('poet.fields.deathYear'),
    status: t('poet.fields.status'),
    'biography.fr': language('fr'),
    'biography.en': language('en'),
    'biography.wol': language('wol'),
    'biography.ar': language('ar'),
    photoUrl: t('poet.fields.photoUrl'),
  };
  const statuses = POET_STATUSES.map((value) => ({ value, label: t(`poet.status.${value}`) }));
  return (
    <AdminForm
      form={form}
      title={t(record ? 'poet.editTitle' : 'poet.newTitle')}
      lead={t('poet.lead')}
      labels={labels}
      display={(name, value) =>
        name === 'status' && (value === 'active' || value === 'deceased')
          ? t(`poet.status.${value}`)
          : value
      }
      cancelTo={
        record
          ? { to: '/dashboard/poets/$id', params: { id: record.id } }
          : { to: '/dashboard/poets' }
      }
    >
      <TextField form={form} name="name" label={labels.name} required />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <TextField form={form} name="birthYear" label={labels.birthYear} inputMode="numeric" />
        <TextField form={form} name="deathYear" label={labels.deathYear} inputMode="numeric" />
        <SelectField form={form} name="status" label={labels.status} options={statuses} required />
      </SimpleGrid>
      <LocalizedTextFields
        form={form}
        prefix="biography"
        legend={t('poet.fields.biography')}
        multiline
      />
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
