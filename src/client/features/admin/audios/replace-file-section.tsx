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
import { toSaveError } from '../form/save-error';
import { syncAfterSave } from '../form/sync-after-save';
import { showToast } from '../form/toasts';
import { replaceAudioFile } from './actions';
import { AudioFileInput } from './audio-file-input';
import { refusalText } from './refusal-text';
import { UploadProgress } from './upload-progress';
import { useUpload } from './use-upload';

export function ReplaceFileSection({
  audio,
  onReplaced,
}: {
  audio: Audio;
  onReplaced: () => void;
}) {
  const { t, i18n } = useTranslation('admin-audios');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const upload = useUpload();
  const language = i18n.resolvedLanguage ?? 'fr';

  async function replace() {
    if (!file) return setError(t('refusal.missing'));
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
      const saveError = await toSaveError(failure);
      if (saveError.kind === 'stale') {
        setError(t('replace.stale'));
        onReplaced();
      } else if (saveError.kind === 'fields') {
        const message = saveError.fields[AUDIO_UPLOAD_FILE_FIELD] ?? saveError.message;
        setError(refusalText(t, message, language));
      } else {
        const message = saveError.kind === 'failed' ? saveError.message : '';
        setError(message ? refusalText(t, message, language) : t('replace.failed'));
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
