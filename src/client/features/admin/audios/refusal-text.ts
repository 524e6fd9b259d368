/**
 * A refused file's reason in the administrator's language: the server's message read back
 * with the domain's reader (@domain/audio-upload-refusals), then this namespace's sentence.
 * Any other message is returned as it came.
 */
import type { TFunction } from 'i18next';
import { readAudioRefusal } from '@domain/audio-upload-refusals';
import { formatBytes } from '@client/lib/format-bytes';

export function refusalText(
  t: TFunction<'admin-audios'>,
  message: string,
  language: string,
): string {
  const refusal = readAudioRefusal(message);
  if (!refusal) return message;
  switch (refusal.kind) {
    case 'tooLarge':
      return t('refusal.tooLarge', { max: formatBytes(refusal.maxBytes, language) });
    case 'unsupported':
      return refusal.detected
        ? t('refusal.unsupported', { detected: refusal.detected })
        : t('refusal.unrecognised');
    default:
      return t(`refusal.${refusal.kind}`);
  }
}
