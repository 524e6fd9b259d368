/**
 * The poem's tags (several): one checkbox per tag of the mirror, in a scrolling group, with a
 * filter box above when the list is long; the chosen ones are listed first so they stay in
 * sight. Checkboxes keep it usable with a keyboard and a screen reader without a combobox.
 */
import { Box, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldText } from '@domain/words';
import type { ResourceForm } from '../form/use-resource-form';
import { useTagChoices } from '../form/use-choices';

const FILTER_FROM = 12;

interface Props<Field extends string> {
  form: ResourceForm<Field>;
  name: Field;
  label: string;
}

export function TagPicker<Field extends string>({ form, name, label }: Props<Field>) {
  const { t } = useTranslation('admin-form');
  const tags = useTagChoices();
  const value = form.values[name];
  const chosen = useMemo(() => new Set(Array.isArray(value) ? value : []), [value]);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const wanted = foldText(filter.trim());
    const all = tags ?? [];
    const matching = wanted ? all.filter((tag) => foldText(tag.label).includes(wanted)) : all;
    return [
      ...matching.filter((t) => chosen.has(t.id)),
      ...matching.filter((t) => !chosen.has(t.id)),
    ];
  }, [tags, filter, chosen]);
  const error = form.errorOf(name);
  const toggle = (id: string, on: boolean) => {
    const current = [...chosen];
    form.setValue(name, on ? [...current, id] : current.filter((tag) => tag !== id));
  };
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="border.muted" rounded="lg" p="4" minW="0">
      <Box as="legend" px="1" fontWeight="medium" textStyle="sm">
        {label}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal" textStyle="xs">
          ({t('optional')})
        </Text>
      </Box>
      <Text color="fg.muted" textStyle="xs" mb="2" aria-live="polite">
        {t('poem.tagsChosen', { count: chosen.size })}
      </Text>
      {(tags?.length ?? 0) >= FILTER_FROM && (
        <Input
          type="search"
          size="sm"
          mb="2"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('poem.tagsFilter')}
          aria-label={`${label}: ${t('poem.tagsFilter')}`}
        />
      )}
      {tags === undefined && <Text color="fg.muted">{t('picker.loading')}</Text>}
      <Stack as="ul" listStyleType="none" gap="1" maxH="14rem" overflowY="auto" m="0" p="0">
        {shown.map((tag) => (
          <li key={tag.id}>
            <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer" py="0.5">
              <chakra.input
                type="checkbox"
                name={name}
                value={tag.id}
                checked={chosen.has(tag.id)}
                onChange={(event) => toggle(tag.id, event.target.checked)}
                accentColor="var(--chakra-colors-primary-solid)"
                w="4"
                h="4"
              />
              {tag.label}
            </chakra.label>
          </li>
        ))}
      </Stack>
      {error && (
        <Text color="fg.error" textStyle="sm" mt="2">
          {error}
        </Text>
      )}
    </Box>
  );
}
