/**
 * The cover image's address with a preview of the image it names (a site path or an http(s)
 * URL, as the domain accepts), so a wrong address shows before the save. The preview waits for
 * the address to look valid and says so when the image does not load.
 */
import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUrlSchema } from '@domain/schemas';
import { TextField } from '../form/fields/text-field';
import type { ResourceForm } from '../form/use-resource-form';

interface Props<Field extends string> {
  form: ResourceForm<Field>;
  name: Field;
  label: string;
}

export function CoverField<Field extends string>({ form, name, label }: Props<Field>) {
  const { t } = useTranslation('admin-form');
  const value = form.values[name];
  const url = useDeferredValue(typeof value === 'string' ? value.trim() : '');
  const [failed, setFailed] = useState<string | null>(null);
  const canShow = url !== '' && ImageUrlSchema.safeParse(url).success;
  return (
    <Stack gap="3">
      <TextField
        form={form}
        name={name}
        label={label}
        type="url"
        inputMode="url"
        dir="ltr"
        help={t('poem.coverHelp')}
      />
      <Box aria-live="polite">
        {canShow && failed !== url && (
          <Image
            src={url}
            alt={t('poem.coverPreview')}
            maxH="12rem"
            maxW="full"
            rounded="md"
            borderWidth="1px"
            borderColor="border.muted"
            onError={() => setFailed(url)}
          />
        )}
        {canShow && failed === url && (
          <Text color="fg.error" textStyle="sm">
            {t('poem.coverBroken')}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
