/**
 * A new recording (/dashboard/audios/new): its text fields through the form kit (validation
 * by the domain's schema, a draft of the text kept on the device, Ctrl/Cmd+S, offline
 * refused), its file chosen or dropped with size and duration shown before sending, then
 * the upload with a progress bar and a Cancel that stops it: nothing is stored then. A
 * refused file's reason (not audio, too large, unplayable) comes back under the file.
 */
import { Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIO_UPLOAD_FILE_FIELD, type Audio, type AudioInput } from '@domain/schemas/audio';
import { audioRefusalError } from '@domain/audio-upload-refusals';
import { ApiError } from '@client/api/api-error';
import '@client/i18n/namespaces/admin-audios';
import { AdminForm } from '../form/admin-form';
import { useResourceForm } from '../form/use-resource-form';
import { uploadAudio } from './uploads';
import { AudioFileInput } from './audio-file-input';
import { uploadSpec } from './audio-spec';
import { AudioTextFields, useAudioLabels } from './audio-text-fields';
import { UploadProgress } from './upload-progress';
import { useUpload } from './use-upload';

export function AudioUploadForm({ onSaved }: { onSaved: (audio: Audio) => void }) {
  const { t } = useTranslation('admin-audios');
  const labels = useAudioLabels();
  const [file, setFile] = useState<File | null>(null);
  const chosen = useRef<File | null>(null);
  chosen.current = file;
  const upload = useUpload();
  const spec = useMemo(
    () =>
      uploadSpec((input) => {
        const bytes = chosen.current;
        if (!bytes) return Promise.reject(missingFile());
        return upload.run((transfer) => uploadAudio(input as AudioInput, bytes, transfer));
      }),
    // The spec reads the file and the upload through refs and stable callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const form = useResourceForm(spec, { onSaved });

  return (
    <AdminForm
      form={form}
      title={t('form.newTitle')}
      lead={t('form.lead')}
      labels={labels}
      cancelTo={{ to: '/dashboard/audios' }}
    >
      <AudioFileInput
        label={labels.file}
        file={file}
        disabled={form.isSaving}
        error={form.errorOf(AUDIO_UPLOAD_FILE_FIELD)}
        onChange={(next) => {
          setFile(next);
          form.setValue(AUDIO_UPLOAD_FILE_FIELD, next?.name ?? '');
        }}
      />
      {upload.progress && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
      {upload.cancelled && !form.isSaving && (
        <Text role="status" color="fg.muted">
          {t('upload.cancelled')}
        </Text>
      )}
      <AudioTextFields form={form} />
    </AdminForm>
  );
}

/** The refusal a restored draft meets when its file was not chosen again. */
function missingFile() {
  const refusal = audioRefusalError({ kind: 'missing' });
  return new ApiError('http', 400, {
    code: 'invalid_request',
    message: refusal.message,
    fields: { [AUDIO_UPLOAD_FILE_FIELD]: refusal },
  });
}
