/**
 * The import's preview and its outcome, in one dialog: how many rows are new, changed,
 * unchanged and invalid, then every row of the file with what the import will do
 * (preview-table.tsx); once the administrator confirms, how many rows were saved and which a
 * save refused, with why. Nothing is written before the confirmation, and nothing at all while
 * a row is invalid (the server plans again and refuses the whole file), so the confirm button
 * is off then. A file that changes nothing may still be applied: it writes nothing, and says so
 * (the round trip an administrator checks an export with).
 */
import { Box, Button, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview, ImportResult } from '@domain/transfer/import-api';
import '@client/i18n/namespaces/admin';
import { Notice } from '@client/components/common/notice';
import { Dialog } from '@client/components/ui/dialog';
import { codeText } from '@client/lib/error-text';
import {
  FieldReasons,
  PreviewTable,
  ROW_STATUSES,
  StatusBadge,
  type RowStatus,
} from './preview-table';

interface Props {
  /** The file's name, said in the title's lead. */
  fileName: string;
  preview: ImportPreview | undefined;
  result: ImportResult | undefined;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function Outcome({ result }: { result: ImportResult }) {
  const { t } = useTranslation('admin');
  if (!result.written) return <Notice tone="error">{t('transfer.notWritten')}</Notice>;
  const written = result.rows.filter((r) => r.result === 'written');
  const failed = result.rows.filter((r) => r.result === 'failed');
  return (
    <Stack gap="3" data-import-outcome>
      <Text role="status" fontWeight="semibold">
        {t('transfer.done', { n: written.length })}
      </Text>
      {written.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" m="0" textStyle="sm" data-import-written>
          {written.map((row) => (
            <Text as="li" key={row.row}>
              {row.row}. {row.name}
            </Text>
          ))}
        </Stack>
      )}
      {failed.length > 0 && (
        <Box
          role="alert"
          borderWidth="1px"
          borderColor="error.muted"
          bg="error.subtle"
          rounded="md"
          p="3"
          data-import-failed
        >
          <Text fontWeight="semibold" color="error.fg">
            {t('transfer.failedRows', { n: failed.length })}
          </Text>
          <Stack as="ul" gap="2" listStyleType="none" m="0" mt="2">
            {failed.map((row) => (
              <Box as="li" key={row.row}>
                <Text>
                  {row.row}. {row.name}
                </Text>
                {row.error?.fields ? (
                  <FieldReasons fields={row.error.fields} />
                ) : (
                  <Text color="error.fg">{row.error && codeText(row.error)}</Text>
                )}
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

export function ImportDialog({ fileName, preview, result, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation('admin');
  const rows = preview?.rows ?? [];
  const count = (status: RowStatus) => rows.filter((r) => r.status === status).length;
  const writes = count('new') + count('changed');
  const blocked = count('invalid') > 0;
  return (
    <Dialog.Root
      open={preview !== undefined}
      onOpenChange={(e) => {
        if (!e.open && !pending) onClose();
      }}
      closeOnInteractOutside={false}
      placement="center"
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-import-dialog>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>{t('transfer.preview.title')}</Dialog.Title>
                <Dialog.Description color="fg.muted" textStyle="sm" wordBreak="break-all">
                  {fileName}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <HStack as="ul" gap="3" flexWrap="wrap" listStyleType="none" m="0">
                  {ROW_STATUSES.map((status) => (
                    <HStack as="li" key={status} gap="1" data-import-count={status}>
                      <StatusBadge status={status} />
                      <Text>{count(status)}</Text>
                    </HStack>
                  ))}
                </HStack>
                {result ? (
                  <Outcome result={result} />
                ) : (
                  <>
                    {blocked && <Notice tone="error">{t('transfer.preview.blocked')}</Notice>}
                    {!blocked && writes === 0 && (
                      <Notice>
                        <Text role="status">{t('transfer.preview.nothing')}</Text>
                      </Notice>
                    )}
                    <PreviewTable rows={rows} caption={t('transfer.preview.title')} />
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button variant="outline" disabled={pending} onClick={onClose}>
                {result ? t('transfer.close') : t('common.cancel')}
              </Button>
              {!result && (
                <Button
                  colorPalette="primary"
                  disabled={blocked}
                  loading={pending}
                  loadingText={t('transfer.importing')}
                  onClick={onConfirm}
                >
                  {t('transfer.preview.confirm', { n: writes })}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
