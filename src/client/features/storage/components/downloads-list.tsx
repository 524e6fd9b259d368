/** The downloaded recitations with their sizes, a delete button each, and "delete all". */
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { List } from '@client/components/ui/list';
import { formatBytes } from '@client/lib/format-bytes';
import { useReaderLanguage } from '@client/lib/localized-text';
import { numberFormat } from '@client/lib/number-format';
import type { DownloadedRecitation } from '../hooks/use-downloaded-recitations';

interface Props {
  items: DownloadedRecitation[] | undefined;
  totalBytes: number;
  onRemove: (audioId: string) => void;
  onRemoveAll: () => void;
}

export function DownloadsList({ items, totalBytes, onRemove, onRemoveAll }: Props) {
  const { t, i18n } = useTranslation('storage');
  const lng = i18n.resolvedLanguage;
  const { locale } = useReaderLanguage();
  return (
    <Stack as="section" aria-labelledby="storage-downloads" gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" id="storage-downloads" textStyle="xl" fontFamily="heading">
          {t('screen.downloads')}
        </Heading>
        {items && items.length > 0 && (
          <Button size="sm" variant="outline" colorPalette="error" onClick={onRemoveAll}>
            {t('screen.deleteAll')}
          </Button>
        )}
      </HStack>
      {items && items.length === 0 && <Text color="fg.muted">{t('screen.noDownloads')}</Text>}
      {items && items.length > 0 && (
        <>
          <Text textStyle="sm" color="fg.muted">
            {t('screen.total', {
              count: numberFormat(locale).format(items.length),
              size: formatBytes(totalBytes, lng),
            })}
          </Text>
          <List.Root variant="plain" gap="2" data-downloads>
            {items.map((item) => {
              const title = item.title ?? t('screen.unknownTitle');
              return (
                <List.Item
                  key={item.audioId}
                  data-audio-id={item.audioId}
                  display="flex"
                  alignItems="center"
                  gap="3"
                  p="3"
                  borderWidth="1px"
                  borderColor="border.muted"
                  rounded="lg"
                >
                  <Stack gap="0" flex="1" minW="0">
                    <Text fontWeight="medium" truncate>
                      {title}
                    </Text>
                    {item.poemTitle && (
                      <Text textStyle="sm" color="fg.muted" truncate>
                        {item.poemTitle}
                      </Text>
                    )}
                  </Stack>
                  <Text textStyle="sm" color="fg.muted" flexShrink="0">
                    {formatBytes(item.sizeBytes, lng)}
                  </Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="error"
                    aria-label={t('screen.deleteNamed', { title })}
                    onClick={() => onRemove(item.audioId)}
                  >
                    {t('screen.delete')}
                  </Button>
                </List.Item>
              );
            })}
          </List.Root>
        </>
      )}
    </Stack>
  );
}
