/** The difficult-word form (SPEC sections 3 and 5): word, definition, explanation, poem. */
import { useTranslation } from 'react-i18next';
import type { DifficultWord } from '@domain/schemas';
import { AdminForm } from '../form/admin-form';
import { PoemPicker } from '../form/fields/poem-picker';
import { TextField } from '../form/fields/text-field';
import { PoemTitle } from '../form/poem-title';
import { useResourceForm } from '../form/use-resource-form';
import { difficultWordSpec } from './difficult-word-spec';

interface Props {
  record?: DifficultWord;
  /** Prefilled values of a new word (`word`, `poemId`). */
  initialValues?: { word?: string; poemId?: string };
  onSaved: (saved: DifficultWord) => void;
}

export function DifficultWordForm({ record, initialValues, onSaved }: Props) {
  const { t } = useTranslation('admin-form');
  const form = useResourceForm(difficultWordSpec, { record, initialValues, onSaved });
  const labels = {
    word: t('difficultWord.fields.word'),
    definition: t('difficultWord.fields.definition'),
    explanation: t('difficultWord.fields.explanation'),
    poemId: t('difficultWord.fields.poem'),
  };
  return (
    <AdminForm
      form={form}
      title={t(record ? 'difficultWord.editTitle' : 'difficultWord.newTitle')}
      lead={t('difficultWord.lead')}
      labels={labels}
      display={(name, value) =>
        name === 'poemId' && typeof value === 'string' ? <PoemTitle id={value} /> : value
      }
      cancelTo={
        record
          ? { to: '/dashboard/difficult-words/$id', params: { id: record.id } }
          : { to: '/dashboard/difficult-words' }
      }
    >
      <TextField form={form} name="word" label={labels.word} required />
      <TextField form={form} name="definition" label={labels.definition} required multiline />
      <TextField form={form} name="explanation" label={labels.explanation} multiline rows={6} />
      <PoemPicker
        form={form}
        name="poemId"
        label={labels.poemId}
        help={t('difficultWord.poemHelp')}
      />
    </AdminForm>
  );
}
