/**
 * Choosing a recording's file: a button (a label over a file input, so keyboards and screen
 * readers reach it) or a drop on the zone. Before anything is sent it shows the file's name,
 * size and duration (read in the browser, read-audio-duration.ts), and the field's message
 * under it: a refused file's reason from the server, in the administrator's language.
 */
import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@client/lib/format-bytes';
import { formatDuration } from '@client/lib/format-duration';
import { readAudioDuration } from './read-audio-duration';

interface Props {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
}

type Duration = { of: File; seconds: number | null };

export function AudioFileInput({ label, file, onChange, error, disabled }: Props) {
  const { t, i18n } = useTranslation('admin-audios');
  const id = useId();
  const [duration, setDuration] = useState<Duration | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!file) return;
    let live = true;
    void readAudioDuration(file).then((seconds) => live && setDuration({ of: file, seconds }));
    return () => {
      live = false;
    };
  }, [file]);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChange(dropped);
  };
  const known = duration?.of === file ? duration : null;

  return (
    <Stack gap="2" role="group" aria-labelledby={`${id}-legend`}>
      <Text id={`${id}-legend`} fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="audio-drop-zone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={error ? 'border.error' : dragging ? 'primary.solid' : 'border'}
        bg={dragging ? 'primary.subtle' : 'bg.subtle'}
        rounded="xl"
        p="4"
        _focusWithin={{ outline: '2px solid', outlineColor: 'primary.focusRing' }}
      >
        <Stack gap="3">
          <HStack gap="3" wrap="wrap">
            <chakra.input
              id={id}
              type="file"
              accept="audio/*,.mp3,.m4a,.ogg,.opus,.wav,.webm"
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-about${error ? ` ${id}-error` : ''}`}
              position="absolute"
              opacity="0"
              w="1px"
              h="1px"
              overflow="hidden"
              onChange={(event) => {
                onChange(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
            <Button asChild size="sm" variant="outline" aria-disabled={disabled}>
              <label htmlFor={id}>{t('file.choose')}</label>
            </Button>
            <Text color="fg.muted" textStyle="sm">
              {t('file.drop')}
            </Text>
          </HStack>
          <Stack gap="1" id={`${id}-about`} aria-live="polite">
            {file ? (
              <>
                <Text fontWeight="semibold" overflowWrap="anywhere" dir="auto">
                  {file.name}
                </Text>
                <Text textStyle="sm" data-testid="chosen-size">
                  {t('file.size', { size: formatBytes(file.size, i18n.resolvedLanguage) })}
                </Text>
                <Text textStyle="sm" data-testid="chosen-duration">
                  {!known
                    ? t('file.durationReading')
                    : known.seconds === null
                      ? t('file.durationUnknown')
                      : t('file.duration', { duration: formatDuration(known.seconds) })}
                </Text>
              </>
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('file.none')}
              </Text>
            )}
            <Text textStyle="xs" color="fg.muted">
              {t('file.help')}
            </Text>
          </Stack>
          {file && !disabled && (
            <HStack>
              <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
                {t('file.remove')}
              </Button>
            </HStack>
          )}
        </Stack>
      </Box>
      {error && (
        <Text id={`${id}-error`} color="fg.error" textStyle="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
