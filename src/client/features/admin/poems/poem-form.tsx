/**
 * The poem form (new and edit), on the form kit: title, the Wolof text and its Wolofal with
 * their live preview and the difficult-word tools (editor/), translations, summary, historical context, source,
 * poet, theme, tags, year, cover and publication (draft, published, or from a date). Every field has a visible label; the kit brings the
 * domain's validation, drafts, the conflict view, the offline refusal, Ctrl/Cmd+S and the
 * leave guard. Pickers read the offline mirror.
 */
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Poem } from '@domain/schemas';
import { AdminForm } from '../form/admin-form';
import { LocalizedTextFields } from '../form/fields/localized-text-fields';
import { SelectField } from '../form/fields/select-field';
import { TextField } from '../form/fields/text-field';
import type { FieldValue } from '../form/form-spec';
import { usePoetChoices, useTagChoices, useThemeChoices } from '../form/use-choices';
import { useResourceForm } from '../form/use-resource-form';
import { CoverField } from './cover-field';
import { PoemTextEditor } from './editor/poem-text-editor';
import { TRANSLATION_LANGUAGES } from '@domain/i18n/languages';
import { poemSpec, type PoemField } from './poem-spec';
import { PublicationFields } from './publication-fields';
import { TagPicker } from './tag-picker';

const LANG_ATTRIBUTE = { fr: 'fr', en: 'en', ar: 'ar' } as const;

export function PoemForm({ record, onSaved }: { record?: Poem; onSaved: (saved: Poem) => void }) {
  const { t } = useTranslation('admin-form');
  const form = useResourceForm(poemSpec, { record, onSaved });
  const poets = usePoetChoices();
  const themes = useThemeChoices();
  const tags = useTagChoices();
  const labels = useFieldLabels();
  const display = useMemo(() => {
    const names = new Map(
      [...(poets ?? []), ...(themes ?? []), ...(tags ?? [])].map((c) => [c.id, c.label]),
    );
    const nameOf = (id: string) => names.get(id) ?? id;
    return (_name: string, value: FieldValue | undefined) =>
      Array.isArray(value) ? value.map(nameOf).join(', ') : value && nameOf(value);
  }, [poets, themes, tags]);
  const title = typeof form.values.title === 'string' ? form.values.title : '';
  return (
    <AdminForm
      form={form}
      title={t(record ? 'poem.editTitle' : 'poem.newTitle')}
      lead={t('poem.lead')}
      labels={labels}
      display={display}
      cancelTo={
        record
          ? { to: '/dashboard/poems/$id', params: { id: record.id } }
          : { to: '/dashboard/poems' }
      }
      wide
    >
      <Box maxW="3xl">
        <TextField form={form} name="title" label={labels.title} required lang="wo" dir="auto" />
      </Box>
      <PoemTextEditor
        form={form}
        name="content"
        label={labels.content}
        help={t('poem.contentHelp')}
        wolofal={{ name: 'wolofal', label: labels.wolofal, help: t('poem.wolofalHelp') }}
        poemId={record?.id}
        poemTitle={title || (record?.title ?? '')}
      />
      <Stack gap="5" maxW="3xl">
        <Box as="fieldset" borderWidth="1px" borderColor="border.muted" rounded="lg" p="4" minW="0">
          <Box as="legend" px="1" fontWeight="medium" textStyle="sm">
            {t('poem.fields.translations')}
          </Box>
          <Text color="fg.muted" textStyle="xs" mb="2">
            {t('poem.translationsHelp')}
          </Text>
          <Stack gap="3">
            {TRANSLATION_LANGUAGES.map((language) => (
              <TextField
                key={language}
                form={form}
                name={`translations.${language}`}
                label={t(`languages.${language}`)}
                multiline
                rows={6}
                dir={language === 'ar' ? 'rtl' : 'ltr'}
                lang={LANG_ATTRIBUTE[language]}
              />
            ))}
          </Stack>
        </Box>
        <LocalizedTextFields
          form={form}
          prefix="summary"
          legend={t('poem.fields.summary')}
          multiline
        />
        <TextField
          form={form}
          name="historicalContext"
          label={labels.historicalContext}
          multiline
          rows={4}
        />
        <TextField
          form={form}
          name="sourceUrl"
          label={labels.sourceUrl}
          type="url"
          inputMode="url"
          dir="ltr"
          help={t('poem.sourceHelp')}
        />
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4">
          <SelectField
            form={form}
            name="poetId"
            label={labels.poetId}
            required
            emptyLabel={t('poem.choosePoet')}
            options={(poets ?? []).map((p) => ({ value: p.id, label: p.label }))}
          />
          <SelectField
            form={form}
            name="themeId"
            label={labels.themeId}
            emptyLabel={t('picker.none')}
            options={(themes ?? []).map((theme) => ({ value: theme.id, label: theme.label }))}
          />
          <TextField form={form} name="year" label={labels.year} inputMode="numeric" dir="ltr" />
        </Grid>
        <TagPicker form={form} name="tagIds" label={labels.tagIds} />
        <CoverField form={form} name="coverUrl" label={labels.coverUrl} />
        <PublicationFields form={form} labels={labels} />
      </Stack>
    </AdminForm>
  );
}

/** Each field's visible label, also the conflict view's names for them. */
function useFieldLabels(): Record<PoemField, string> {
  const { t } = useTranslation('admin-form');
  const translation = (lng: string) =>
    `${t('poem.fields.translation')} (${t(`languages.${lng as 'fr'}`)})`;
  const summary = (lng: string) => `${t('poem.fields.summary')} (${t(`languages.${lng as 'fr'}`)})`;
  return {
    title: t('poem.fields.title'),
    content: t('poem.fields.content'),
    wolofal: t('poem.fields.wolofal'),
    'translations.fr': translation('fr'),
    'translations.en': translation('en'),
    'translations.ar': translation('ar'),
    'summary.fr': summary('fr'),
    'summary.en': summary('en'),
    'summary.ar': summary('ar'),
    'summary.wol': summary('wol'),
    historicalContext: t('poem.fields.historicalContext'),
    sourceUrl: t('poem.fields.sourceUrl'),
    poetId: t('poem.fields.poet'),
    themeId: t('poem.fields.theme'),
    tagIds: t('poem.fields.tags'),
    year: t('poem.fields.year'),
    coverUrl: t('poem.fields.coverUrl'),
    publication: t('poem.fields.publication'),
    publishedAt: t('poem.fields.publishedAt'),
  };
}
