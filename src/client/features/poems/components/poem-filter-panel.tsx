/**
 * The advanced filter of the poems list (SPEC.md section 2): title, content, poet, tag, year
 * from, year to, minimum views, minimum likes, with audio, with cover. The fields edit a draft;
 * "Apply" puts it in the URL, "Reset" clears every criterion. The note "filtering active
 * (N criteria)" counts what is applied, not what is being typed. A year range in the wrong
 * order is refused with a message on the field, and nothing typed is lost.
 */
import { Box, Button, HStack, Input, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Poet, Tag } from '@domain/schemas';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import { AppIcon } from '@client/components/icons/app-icon';
import { useReaderLanguage } from '@client/lib/localized-text';
import { numberFormat } from '@client/lib/number-format';
import { countCriteria, type PoemFilterFields, type PoemSearch } from '../poem-search';
import { draftOf, fieldsOfDraft, type FilterDraft } from './filter-draft';

export interface PoemFilterPanelProps {
  search: PoemSearch;
  poets: readonly Poet[];
  tags: readonly Tag[];
  onApply: (fields: PoemFilterFields) => void;
  onReset: () => void;
  defaultOpen?: boolean;
}

export function PoemFilterPanel({
  search,
  poets,
  tags,
  onApply,
  onReset,
  defaultOpen = false,
}: PoemFilterPanelProps) {
  const { t } = useTranslation('poems');
  const { locale } = useReaderLanguage();
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(search));
  const applied = countCriteria(search);
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
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <AppIcon name="search" />
          {t('filter.toggle')}
        </Button>
        {applied > 0 && (
          <Text role="status" color="primary.fg" fontWeight="medium" data-testid="filter-note">
            {t('filter.active', { n: numberFormat(locale).format(applied) })}
          </Text>
        )}
      </HStack>
      <Box
        as="form"
        id={panelId}
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
    </Stack>
  );
}

function CheckField({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="3" minH="11" cursor="pointer">
      <chakra.input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        boxSize="5"
        accentColor="var(--chakra-colors-primary-solid)"
      />
      {label}
    </chakra.label>
  );
}
