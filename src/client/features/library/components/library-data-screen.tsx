/**
 * The settings' library section (`/library/data`, linked from the settings panel): download
 * the reader's whole library as one JSON file, import such a file (its counts shown first,
 * then merged, never replacing either side), and delete it all, confirmed, the server's copy
 * included for a signed-in reader (library-file.ts says how each works).
 */
import { Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/api-client';
import { Notice } from '@client/components/common/notice';
import { PageContainer } from '@client/components/common/page-container';
import { AppIcon } from '@client/components/icons/app-icon';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { numberFormat } from '@client/lib/number-format';
import { useReaderLanguage } from '@client/lib/localized-text';
import { PageHeading } from '@client/startup/page-heading';
import {
  countLibrary,
  eraseLibrary,
  exportLibrary,
  importLibrary,
  libraryFileName,
  readLibraryFile,
  type LibraryCounts,
  type LibraryFile,
} from '../library-file';
import '@client/i18n/namespaces/library';

type Outcome = { tone: 'info' | 'error'; text: string };

function download(file: LibraryFile) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(file)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = libraryFileName(file);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Counts({ counts }: { counts: LibraryCounts }) {
  const { t } = useTranslation('library');
  const { locale } = useReaderLanguage();
  const number = numberFormat(locale);
  const rows = [
    [t('favourites'), counts.favourites],
    [t('liked'), counts.liked],
    [t('data.collections'), counts.collections],
    [t('data.notes'), counts.notes],
  ] as const;
  return (
    <chakra.dl display="grid" gridTemplateColumns="1fr auto" gap="1" m="0" data-import-counts="">
      {rows.map(([label, count]) => (
        <chakra.div key={label} display="contents">
          <chakra.dt>{label}</chakra.dt>
          <chakra.dd m="0" textAlign="end" fontVariantNumeric="tabular-nums">
            {number.format(count)}
          </chakra.dd>
        </chakra.div>
      ))}
    </chakra.dl>
  );
}

export function LibraryDataScreen({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('library');
  useDocumentTitle(t('data.title'));
  const [pending, setPending] = useState<{ file: LibraryFile; counts: LibraryCounts }>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const run = async (work: () => Promise<Outcome | undefined>) => {
    setBusy(true);
    try {
      setOutcome(await work());
    } catch {
      setOutcome({ tone: 'error', text: t('data.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer>
      <Stack gap="6" maxW="2xl">
        <PageHeading fontFamily="heading" textStyle={{ base: '2xl', md: '3xl' }}>
          {t('data.title')}
        </PageHeading>
        <Button
          alignSelf="start"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              download(await exportLibrary());
              return undefined;
            })
          }
        >
          <AppIcon name="download" />
          {t('data.export')}
        </Button>

        <Stack as="section" gap="3" aria-labelledby={`${inputId}-heading`}>
          <Heading as="h2" id={`${inputId}-heading`} textStyle="lg" fontFamily="heading">
            <chakra.label htmlFor={inputId}>{t('data.import')}</chakra.label>
          </Heading>
          <chakra.input
            ref={input}
            id={inputId}
            type="file"
            accept="application/json,.json"
            textStyle="sm"
            maxW="full"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setPending(undefined);
              setOutcome(undefined);
              if (!chosen) return;
              void run(async () => {
                const file = readLibraryFile(await chosen.text());
                if (!file) return { tone: 'error', text: t('data.invalid') };
                setPending({ file, counts: countLibrary(file.ops) });
                return undefined;
              });
            }}
          />
          {pending && (
            <Stack gap="3" borderWidth="1px" rounded="md" p="4" data-import-preview="">
              <Text fontWeight="medium">{t('data.preview')}</Text>
              <Counts counts={pending.counts} />
              <Button
                alignSelf="start"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    await importLibrary(pending.file);
                    setPending(undefined);
                    if (input.current) input.current.value = '';
                    return { tone: 'info', text: t('data.imported') };
                  })
                }
              >
                {t('data.merge')}
              </Button>
            </Stack>
          )}
        </Stack>

        <Stack as="section" gap="3" aria-labelledby="library-erase">
          <Heading as="h2" id="library-erase" textStyle="lg" fontFamily="heading">
            {t('data.erase')}
          </Heading>
          {!confirming ? (
            <Button
              alignSelf="start"
              variant="outline"
              colorPalette="red"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              <AppIcon name="trash" />
              {t('data.erase')}
            </Button>
          ) : (
            <Stack gap="3">
              <Text id="library-erase-confirm">{t('data.eraseConfirm')}</Text>
              <HStack gap="2" flexWrap="wrap">
                <Button
                  colorPalette="red"
                  disabled={busy}
                  onClick={() =>
                    void run(async () => {
                      await eraseLibrary(signedIn ? api : undefined);
                      setConfirming(false);
                      return { tone: 'info', text: t('data.erased') };
                    })
                  }
                >
                  {t('data.eraseYes')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  {t('notes.cancel')}
                </Button>
              </HStack>
            </Stack>
          )}
        </Stack>
        <div role="status" aria-live="polite" data-library-data-outcome="">
          {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
        </div>
      </Stack>
    </PageContainer>
  );
}
