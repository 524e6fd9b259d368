/**
 * The advanced filter's form (poem-filter-panel.tsx shows it): title, content, poet, tag, year
 * from, year to, minimum views, minimum likes, with audio, with cover. The fields edit a draft;
 * "Apply" puts it in the URL, "Reset" clears every criterion. A year range in the wrong order
 * is refused with a message on the field, and nothing typed is lost. Its own chunk, loaded
 * when the reader reaches for the filter's button: its fields and their recipes are not part
 * of the list's first load.
 */
import { Box, Button, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { CheckField } from '@client/components/common/check-field';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/poems';
import type { Poet, Tag } from '@domain/schemas';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import type { PoemFilterFields, PoemSearch } from '../poem-search';
import { draftOf, fieldsOfDraft, type FilterDraft } from './filter-draft';

export interface PoemFilterFormProps {
  id: string;
  open: boolean;
  search: PoemSearch;
  poets: readonly Poet[];
  tags: readonly Tag[];
  onApply: (fields: PoemFilterFields) => void;
  onReset: () => void;
}

export default function PoemFilterForm({
  id,
  open,
  search,
  poets,
  tags,
  onApply,
  onReset,
}: PoemFilterFormProps) {
  const { t } = useTranslation('poems');
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(search));
  const appliedKey = JSON.stringify(draftOf(search));

  // The URL changed from outside (back button, a link): show what is applied.
  useEffect(() => setDraft(JSON.parse(appliedKey) as FilterDraft), [appliedKey]);

  const result = fieldsOfDraft(draft);
  const set = <K extends keyof FilterDraft>(key: K, value: FilterDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: 'title' | 'content' | 'yearFrom' | 'yearTo' | 'minViews' | 'minLikes') => ({
    name: key,
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });

  return (
    <Box
      as="form"
      id={id}
      hidden={!open}
      aria-label={t('filter.panel')}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '4', md: '6' }}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        if (result.ok) onApply(result.fields);
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Field.Root>
          <Field.Label>{t('filter.title')}</Field.Label>
          <Input {...text('title')} autoComplete="off" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('filter.content')}</Field.Label>
          <Input {...text('content')} autoComplete="off" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('filter.poet')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="poet"
              value={draft.poet}
              onChange={(e) => set('poet', e.target.value)}
            >
              <option value="">{t('filter.anyPoet')}</option>
              {poets.map((poet) => (
                <option key={poet.id} value={poet.id}>
                  {poet.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('filter.tag')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="tag"
              value={draft.tag}
              onChange={(e) => set('tag', e.target.value)}
            >
              <option value="">{t('filter.anyTag')}</option>
              {tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={result.errors.yearFrom !== undefined}>
          <Field.Label>{t('filter.yearFrom')}</Field.Label>
          <Input {...text('yearFrom')} inputMode="numeric" />
          <Field.ErrorText>
            {result.errors.yearFrom && t(`filter.errors.${result.errors.yearFrom}`)}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={result.errors.yearTo !== undefined}>
          <Field.Label>{t('filter.yearTo')}</Field.Label>
          <Input {...text('yearTo')} inputMode="numeric" />
          <Field.ErrorText>
            {result.errors.yearTo && t(`filter.errors.${result.errors.yearTo}`)}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={result.errors.minViews !== undefined}>
          <Field.Label>{t('filter.minViews')}</Field.Label>
          <Input {...text('minViews')} inputMode="numeric" />
          <Field.ErrorText>
            {result.errors.minViews && t(`filter.errors.${result.errors.minViews}`)}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={result.errors.minLikes !== undefined}>
          <Field.Label>{t('filter.minLikes')}</Field.Label>
          <Input {...text('minLikes')} inputMode="numeric" />
          <Field.ErrorText>
            {result.errors.minLikes && t(`filter.errors.${result.errors.minLikes}`)}
          </Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }} mt="5">
        <CheckField
          name="withAudio"
          label={t('filter.withAudio')}
          checked={draft.withAudio}
          onChange={(v) => set('withAudio', v)}
        />
        <CheckField
          name="withCover"
          label={t('filter.withCover')}
          checked={draft.withCover}
          onChange={(v) => set('withCover', v)}
        />
      </Stack>
      <HStack gap="3" mt="6" justify="flex-end" wrap="wrap">
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft(draftOf({}));
            onReset();
          }}
        >
          {t('filter.reset')}
        </Button>
        <Button type="submit">{t('filter.apply')}</Button>
      </HStack>
    </Box>
  );
}
