/**
 * Import an existing .vtt (validated by the domain: a broken file is refused with each bad
 * line and its reason; a good one replaces the timing, undoably) and download the .vtt of
 * the current timing (once every verse is timed).
 */
import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VttError } from '@domain/vtt/vtt-cue';
import type { VttVerse } from '@domain/vtt/verses-with-ids';
import { importVtt } from './lib/import-vtt';
import type { Timing } from './lib/timing';

interface Props {
  verses: readonly VttVerse[];
  fileName: string;
  vtt: string | null;
  onImported: (timing: Timing, report: string) => void;
}

export function FileActions({ verses, fileName, vtt, onImported }: Props) {
  const { t } = useTranslation('admin-vtt');
  const [errors, setErrors] = useState<VttError[]>([]);

  async function read(file: File) {
    const result = importVtt(await file.text(), verses);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    onImported(
      result.timing,
      t('import.done', { untimed: result.untimed, unmatched: result.unmatchedCues }),
    );
  }

  function download() {
    if (vtt === null) return;
    const url = URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <Stack gap="1">
          <chakra.label htmlFor="vtt-import" fontWeight="medium" textStyle="sm">
            {t('import.label')}
          </chakra.label>
          <chakra.input
            id="vtt-import"
            type="file"
            accept=".vtt,text/vtt"
            textStyle="sm"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void read(file);
            }}
          />
        </Stack>
        <Button variant="outline" onClick={download} disabled={vtt === null}>
          {t('download')}
        </Button>
      </HStack>
      {errors.length > 0 && (
        <Stack role="alert" gap="1" color="fg.error" data-testid="import-errors">
          <Text fontWeight="semibold">{t('import.refused')}</Text>
          <chakra.ul ps="5">
            {errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                {t('import.error', { line: error.line, message: error.message })}
              </li>
            ))}
          </chakra.ul>
        </Stack>
      )}
    </Stack>
  );
}
