/**
 * The browser's own player on a recording's page: an administrator checks the file's sound
 * here. No <track>: the verses' timing is shown, and made, by the subtitle generator. The
 * bytes come with the session (use-recording-url.ts), so a draft poem's recording plays too;
 * a replaced file (a new version) is fetched again.
 */
import { Box } from '@chakra-ui/react';
import type { Audio } from '@domain/schemas/audio';
import { useRecordingUrl } from './use-recording-url';

export function RecordingPlayer({ audio, label }: { audio: Audio; label: string }) {
  const src = useRecordingUrl(audio.id, audio.version);
  return (
    <Box asChild w="full">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio controls preload="metadata" src={src ?? undefined} aria-label={label} />
    </Box>
  );
}
