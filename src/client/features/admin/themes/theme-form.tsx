/** The theme form: its name in French, English, Arabic and Wolof, and a description. */
import { useTranslation } from 'react-i18next';
import type { Theme } from '@domain/schemas';
import { AdminForm } from '../form/admin-form';
import { LocalizedTextFields } from '../form/fields/localized-text-fields';
import { TextField } from '../form/fields/text-field';
import { useResourceForm } from '../form/use-resource-form';
import { themeSpec } from './theme-spec';

interface Props {
  record?: Theme;
  onSaved: (saved: Theme) => void;
}

export function ThemeForm({ record, onSaved }: Props) {
  const { t } = useTranslation('admin-form');
  const form = useResourceForm(themeSpec, { record, onSaved });
  const name = (l: 'fr' | 'en' | 'ar' | 'wol') =>
    `${t('theme.fields.name')} (${t(`languages.${l}`)})`;
  const labels = {
    'name.fr': name('fr'),
    'name.en': name('en'),
    'name.ar': name('ar'),
    'name.wol': name('wol'),
    description: t('theme.fields.description'),
  };
  return (
    <AdminForm
      form={form}
      title={t(record ? 'theme.editTitle' : 'theme.newTitle')}
      lead={t('theme.lead')}
      labels={labels}
      cancelTo={{ to: '/dashboard/themes' }}
    >
      <LocalizedTextFields
        form={form}
        prefix="name"
        legend={t('theme.fields.name')}
        help={t('theme.nameHelp')}
      />
      <TextField form={form} name="description" label={labels.description} multiline />
    </AdminForm>
  );
}
