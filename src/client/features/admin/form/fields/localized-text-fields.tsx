/**
 * One text in the product's four languages (a biography, a theme's name): a group with its
 * legend and one field per language, each typed in its own direction (Arabic right to
 * left, whatever the interface's language). A message on the whole text (`name`: "at least
 * one language") shows under the legend.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf, LANGUAGES } from '@domain/i18n/languages';
import type { ResourceForm } from '../use-resource-form';
import { TextField } from './text-field';

interface Props<Field extends string> {
  form: ResourceForm<Field>;
  /** The text's path: its fields are `<prefix>.fr`, `<prefix>.en`, … */
  prefix: string;
  legend: string;
  help?: string;
  multiline?: boolean;
}

export function LocalizedTextFields<Field extends string>({
  form,
  prefix,
  legend,
  help,
  multiline,
}: Props<Field>) {
  const { t } = useTranslation('admin-form');
  const groupError = form.exactErrorOf(prefix);
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="border.muted" rounded="lg" p="4">
      <Box as="legend" px="1" fontWeight="medium" textStyle="sm">
        {legend}
      </Box>
      {help && (
        <Text color="fg.muted" textStyle="xs" mb="2">
          {help}
        </Text>
      )}
      {groupError && (
        <Text color="fg.error" textStyle="sm" mb="2" role="alert">
          {groupError}
        </Text>
      )}
      <Stack gap="3">
        {LANGUAGES.map((language) => (
          <TextField
            key={language}
            form={form}
            name={`${prefix}.${language}` as Field}
            label={t(`languages.${language}`)}
            multiline={multiline}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            lang={htmlLangOf(language)}
          />
        ))}
      </Stack>
    </Box>
  );
}
