/**
 * Picks one poem (or none) by searching titles in the offline mirror: the chosen poem's
 * title with a button to remove it, a search box, and up to eight matching titles as
 * buttons. Plain buttons keep it usable by keyboard and screen reader without a combobox.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceForm } from '../use-resource-form';
import { usePoemChoice, usePoemSearch } from '../use-choices';
import { FieldShell } from './field-shell';

interface Props<Field extends string> {
  form: ResourceForm<Field>;
  name: Field;
  label: string;
  help?: string;
  /** A record that must name a poem (a recording); a difficult word's poem is optional. */
  required?: boolean;
}

export function PoemPicker<Field extends string>({
  form,
  name,
  label,
  help,
  required,
}: Props<Field>) {
  const { t } = useTranslation('admin-form');
  const value = form.values[name];
  const poemId = typeof value === 'string' ? value : '';
  const chosen = usePoemChoice(poemId);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const results = usePoemSearch(deferredQuery);
  return (
    <FieldShell label={label} error={form.errorOf(name)} help={help} required={required}>
      <Stack gap="2" width="full">
        <HStack justify="space-between" gap="2" minH="8">
          <Text data-testid="chosen-poem" fontWeight={poemId ? 'medium' : undefined}>
            {poemId ? (chosen?.label ?? poemId) : t('picker.none')}
          </Text>
          {poemId && (
            <Button size="xs" variant="outline" onClick={() => form.setValue(name, '')}>
              {t('picker.clear')}
            </Button>
          )}
        </HStack>
        <Input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('picker.search')}
          aria-label={`${label}: ${t('picker.search')}`}
          autoComplete="off"
        />
        {query.trim() !== '' && (
          <Stack as="ul" gap="1" listStyle="none" aria-live="polite">
            {results === undefined && <Text color="fg.muted">{t('picker.loading')}</Text>}
            {results?.length === 0 && <Text color="fg.muted">{t('picker.noMatch')}</Text>}
            {results?.map((poem) => (
              <li key={poem.id}>
                <Button
                  size="sm"
                  variant={poem.id === poemId ? 'subtle' : 'ghost'}
                  justifyContent="start"
                  width="full"
                  aria-pressed={poem.id === poemId}
                  onClick={() => {
                    form.setValue(name, poem.id);
                    setQuery('');
                  }}
                >
                  {poem.label}
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </FieldShell>
  );
}
