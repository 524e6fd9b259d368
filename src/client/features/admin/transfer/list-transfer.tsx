/**
 * Above a dashboard list: export what it shows (its search, filters and sort, every page) as
 * CSV or JSON, and import such a file, previewed before anything is written (import-dialog.tsx).
 * After an import that wrote, the list reloads. A problem with the file (too large, neither
 * format) is said here before anything is sent.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@domain/paging';
import type { ImportPreview, ImportResult } from '@domain/transfer/import-api';
import type { TransferResource } from '@domain/transfer/transfer-resources';
import '@client/i18n/namespaces/admin';
import { api } from '@client/api/api-client';
import { errorText } from '@client/lib/error-text';
import { formatBytes } from '@client/lib/format-bytes';
import type { ListSearch } from '../resource/list-search';
import {
  exportFile,
  exportFileName,
  ListMovedError,
  readWholeList,
  saveFile,
  type ExportFormat,
} from './export-records';
import { ImportDialog } from './import-dialog';
import { readImportFile, type ReadFileResult } from './import-file';

interface Props<T extends { id: string }, S extends ListSearch> {
  resource: TransferResource;
  search: S;
  load: (search: S, signal: AbortSignal) => Promise<Page<T>>;
  onImported: () => void;
}

/** The file chosen, its rows, and what the server said of them. */
interface Import {
  fileName: string;
  rows: unknown[];
  preview: ImportPreview;
  result?: ImportResult;
}

/** The import's calls write (or plan a write): never retried, and a large file may take time. */
const WRITE = { retry: 0, timeout: 120_000 } as const;

export function ListTransfer<T extends { id: string }, S extends ListSearch>(props: Props<T, S>) {
  const { t, i18n } = useTranslation('admin');
  const fileInput = useRef<HTMLInputElement>(null);
  const exportRun = useRef<AbortController>(null);
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [exporting, setExporting] = useState<ExportFormat>();
  const [problem, setProblem] = useState<string>();
  const [current, setCurrent] = useState<Import>();
  const [reading, setReading] = useState(false);
  const [writing, setWriting] = useState(false);

  // Leaving the list stops an export still reading its pages.
  useEffect(() => () => exportRun.current?.abort(), []);

  const runExport = async (format: ExportFormat) => {
    const run = new AbortController();
    exportRun.current = run;
    setExporting(format);
    setProblem(undefined);
    try {
      const records = await readWholeList(props.load, props.search, run.signal, (done, total) =>
        setProgress({ done, total }),
      );
      saveFile(exportFile(props.resource, records, format), exportFileName(props.resource, format));
    } catch (error) {
      if (run.signal.aborted) return;
      setProblem(error instanceof ListMovedError ? t('transfer.listMoved') : errorText(error));
    } finally {
      setExporting(undefined);
      setProgress(undefined);
    }
  };

  const refusal = (read: Exclude<ReadFileResult, { ok: true }>) =>
    read.reason === 'too-large'
      ? t('transfer.tooLarge', { max: formatBytes(read.maxBytes, i18n.resolvedLanguage) })
      : read.line
        ? t('transfer.unreadableLine', { line: read.line })
        : t('transfer.unreadable');

  const choose = async (file: File | undefined) => {
    // The same file may be chosen again after a fix.
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setProblem(undefined);
    setReading(true);
    try {
      const read = await readImportFile(file, props.resource);
      if (!read.ok) {
        setProblem(refusal(read));
        return;
      }
      const preview = await api.post<ImportPreview>(`import/${props.resource}/preview`, {
        json: { rows: read.rows },
        ...WRITE,
      });
      setCurrent({ fileName: file.name, rows: read.rows, preview });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setReading(false);
    }
  };

  const confirm = async () => {
    if (!current) return;
    setWriting(true);
    try {
      const result = await api.post<ImportResult>(`import/${props.resource}`, {
        json: { rows: current.rows },
        ...WRITE,
      });
      setCurrent({ ...current, result });
      if (result.rows.some((row) => row.result === 'written')) props.onImported();
    } catch (error) {
      setCurrent(undefined);
      setProblem(errorText(error));
    } finally {
      setWriting(false);
    }
  };

  return (
    <Stack gap="2" data-list-transfer>
      <HStack gap="2" flexWrap="wrap" role="group" aria-label={t('transfer.label')}>
        {(['csv', 'json'] as const).map((format) => (
          <Button
            key={format}
            size="sm"
            variant="outline"
            loading={exporting === format}
            disabled={exporting !== undefined}
            onClick={() => void runExport(format)}
          >
            {t(format === 'csv' ? 'transfer.exportCsv' : 'transfer.exportJson')}
          </Button>
        ))}
        <Button
          size="sm"
          variant="outline"
          loading={reading}
          loadingText={t('transfer.reading')}
          onClick={() => fileInput.current?.click()}
        >
          {t('transfer.import')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          hidden
          data-import-file
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </HStack>
      <Text role="status" color="fg.muted" textStyle="sm" minH="0">
        {progress ? t('transfer.exporting', { done: progress.done, total: progress.total }) : ''}
      </Text>
      {problem && (
        <Text role="alert" color="error.fg" textStyle="sm" data-transfer-problem>
          {problem}
        </Text>
      )}
      <ImportDialog
        fileName={current?.fileName ?? ''}
        preview={current?.preview}
        result={current?.result}
        pending={writing}
        onConfirm={() => void confirm()}
        onClose={() => setCurrent(undefined)}
      />
    </Stack>
  );
}
