/** The text fields a recording's upload and edit share: title, poem, reciter, WebVTT timing. */
import { useTranslation } from 'react-i18next';
import { PoemPicker } from '../form/fields/poem-picker';
import { SelectField } from '../form/fields/select-field';
import { TextField } from '../form/fields/text-field';
import { useSingerChoices } from '../form/use-choices';
import type { ResourceForm } from '../form/use-resource-form';
import type { AudioField } from './audio-spec';

export function useAudioLabels() {
  const { t } = useTranslation('admin-audios');
  return {
    title: t('form.title'),
    poemId: t('form.poem'),
    singerId: t('form.singer'),
    vtt: t('form.vtt'),
    file: t('form.file'),
  };
}

export function AudioTextFields<Field extends string>({ form }: { form: ResourceForm<Field> }) {
  const { t } = useTranslation('admin-audios');
  const labels = useAudioLabels();
  const singers = useSingerChoices() ?? [];
  const fields = form as unknown as ResourceForm<AudioField>;
  return (
    <>
      <TextField form={fields} name="title" label={labels.title} required />
      <PoemPicker form={fields} name="poemId" label={labels.poemId} required />
      <SelectField
        form={fields}
        name="singerId"
        label={labels.singerId}
        options={singers.map((s) => ({ value: s.id, label: s.label }))}
        emptyLabel={t('view.noSinger')}
      />
      <TextField
        form={fields}
        name="vtt"
        label={labels.vtt}
        help={t('form.vttHelp')}
        multiline
        dir="ltr"
      />
    </>
  );
}
