/**
 * A recording's text fields (/dashboard/audios/{id}/edit): title, poem, reciter and WebVTT
 * timing, saved with `version` (a stale save meets the conflict view). A timing flagged for
 * review (the file was replaced) says so; deleting the NOTE line clears the flag. The file
 * itself is replaced from the recording's page.
 */
import { useTranslation } from 'react-i18next';
import type { Audio } from '@domain/schemas/audio';
import { needsTimingReview } from '@domain/vtt/timing-review';
import '@client/i18n/namespaces/admin-audios';
import { Notice } from '@client/components/common/notice';
import { AdminForm } from '../form/admin-form';
import { PoemTitle } from '../form/poem-title';
import { useResourceForm } from '../form/use-resource-form';
import { audioSpec } from './audio-spec';
import { AudioTextFields, useAudioLabels } from './audio-text-fields';

export function AudioForm({ record, onSaved }: { record: Audio; onSaved: (a: Audio) => void }) {
  const { t } = useTranslation('admin-audios');
  const labels = useAudioLabels();
  const form = useResourceForm(audioSpec, { record, onSaved });
  return (
    <AdminForm
      form={form}
      title={t('form.editTitle')}
      lead={t('form.editLead')}
      labels={labels}
      display={(name, value) => (name === 'poemId' ? <PoemTitle id={String(value)} /> : value)}
      cancelTo={{ to: '/dashboard/audios/$id', params: { id: record.id } }}
    >
      {needsTimingReview(form.values.vtt as string) && <Notice>{t('view.reviewNote')}</Notice>}
      <AudioTextFields form={form} />
    </AdminForm>
  );
}
