/**
 * "Replace the file" on a recording's page: the same file field and progress as the upload,
 * sent with the version the page shows. The recording keeps its id, plays, downloads and
 * links; its timing is flagged for review by the server. A stale version reloads the page's
 * record and says so; a refused file's reason stays under the field; Cancel stores nothing.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Audio } from '@domain/schemas/audio';
import { AUDIO_UPLOAD_FILE_FIELD } from '@domain/schemas/audio';
import { Notice } from '@client/components/common/notice';
import { ApiError } from '@client/api/api-error';
import { codeText, errorText } from '@client/lib/error-text';
import { syncAfterSave } from '../form/sync-after-save';
import { showToast } from '../form/toasts';
import { replaceAudioFile } from './uploads';
import { AudioFileInput } from './audio-file-input';
import { UploadProgress } from './upload-progress';
import { useUpload } from './use-upload';

export function ReplaceFileSection({
  audio,
  onReplaced,
}: {
  audio: Audio;
  onReplaced: () => void;
}) {
  const { t } = useTranslation('admin-audios');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const upload = useUpload();

  async function replace() {
    if (!file) return setError(codeText({ code: 'file_required' }));
    if (navigator.onLine === false) return setError(t('replace.failed'));
    setError(undefined);
    setBusy(true);
    try {
      await upload.run((transfer) => replaceAudioFile(audio.id, audio.version, file, transfer));
      setFile(null);
      showToast({ tone: 'success', title: t('replace.done') });
      syncAfterSave();
      onReplaced();
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      if (!(failure instanceof ApiError) || failure.offline) {
        setError(t('replace.failed'));
      } else if (failure.code === 'stale_version') {
        setError(t('replace.stale'));
        onReplaced();
      } else {
        // A refused file's reason (413, 415, 400 on `file`), else what the server refused.
        const refused = failure.fields[AUDIO_UPLOAD_FILE_FIELD];
        setError(refused ? codeText(refused) : errorText(failure));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="section" aria-labelledby="replace-file-title" borderWidth="1px" rounded="xl" p="5">
      <Stack gap="4">
        <Heading as="h2" size="md" id="replace-file-title">
          {t('replace.title')}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {t('replace.lead')}
        </Text>
        <AudioFileInput
          label={t('form.file')}
          file={file}
          onChange={(next) => {
            setFile(next);
            setError(undefined);
          }}
          error={error}
          disabled={busy}
        />
        {upload.progress && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
        {upload.cancelled && !busy && (
          <Notice>
            <Text role="status">{t('upload.cancelled')}</Text>
          </Notice>
        )}
        <Box>
          <Button onClick={() => void replace()} loading={busy} disabled={!file}>
            {t('replace.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
