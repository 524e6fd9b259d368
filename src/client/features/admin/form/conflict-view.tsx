/**
 * The conflict view (a 409 on `version`): every field someone else changed since this form
 * was opened, their value beside mine, and a choice per field. "Keep theirs" takes their
 * record; "Keep mine" and "Save my choices" save on their version. Fields only I changed are
 * not listed: they keep my value whatever is chosen here. A long text both of us changed is
 * shown merged verse by verse (verse-merge.tsx): only verses changed on both sides ask.
 */
import { Box, Button, Grid, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENTION_PANEL } from './attention-panel';
import { defaultChoices, type ConflictField, type FieldChoice } from './conflict';
import { VerseMergeLines } from './verse-merge';
import type { FieldValue } from './form-spec';

export type DisplayValue = (name: string, value: FieldValue | undefined) => ReactNode;

interface Props {
  fields: ConflictField[];
  labels: Record<string, string>;
  display?: DisplayValue;
  isSaving: boolean;
  onResolve: (choice: 'theirs' | Record<string, FieldChoice>) => void;
}

/** A value as text: a list's items joined. */
export const plainValue: DisplayValue = (_name, value) =>
  Array.isArray(value) ? value.join(', ') : value;

export function ConflictView({ fields, labels, display = plainValue, isSaving, onResolve }: Props) {
  const { t } = useTranslation('admin-form');
  const [choices, setChoices] = useState(() => defaultChoices(fields));
  const shown = (field: ConflictField, side: 'theirs' | 'mine') => {
    const value = field[side];
    const empty = value === undefined || value === '' || (Array.isArray(value) && !value.length);
    return empty ? (
      <Text as="span" color="fg.muted">
        {t('conflict.empty')}
      </Text>
    ) : (
      display(field.name, value)
    );
  };
  const allMine = Object.fromEntries(fields.map((f) => [f.name, 'mine' as const]));
  return (
    <Stack
      {...ATTENTION_PANEL}
      aria-labelledby="conflict-title"
      gap="4"
      data-testid="conflict-view"
    >
      <Stack gap="1">
        <Heading as="h2" id="conflict-title" textStyle="xl" tabIndex={-1} outline="none">
          {t('conflict.title')}
        </Heading>
        <Text color="fg.muted">{t('conflict.lead')}</Text>
      </Stack>
      {fields.map((field) => {
        const label = labels[field.name] ?? field.name;
        const choice = choices[field.name];
        if (field.merge && typeof choice === 'object') {
          return (
            <Box as="fieldset" key={field.name} borderTopWidth="1px" pt="3">
              <Box as="legend" fontWeight="semibold" pb="2">
                {label}
              </Box>
              <VerseMergeLines
                name={field.name}
                merge={field.merge}
                choices={choice.verses}
                onChoose={(index, verse) =>
                  setChoices((c) => ({
                    ...c,
                    [field.name]: {
                      verses: choice.verses.map((v, i) => (i === index ? verse : v)),
                    },
                  }))
                }
              />
            </Box>
          );
        }
        return (
          <Box as="fieldset" key={field.name} borderTopWidth="1px" pt="3">
            <Box as="legend" fontWeight="semibold" pb="2">
              {t('conflict.choice', { field: label })}
            </Box>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
              {(['theirs', 'mine'] as const).map((side) => (
                <chakra.label
                  key={side}
                  display="flex"
                  gap="2"
                  alignItems="start"
                  p="3"
                  rounded="md"
                  borderWidth="1px"
                  borderColor={choices[field.name] === side ? 'colorPalette.solid' : 'border'}
                  bg={choices[field.name] === side ? 'colorPalette.subtle' : undefined}
                  cursor="pointer"
                >
                  <chakra.input
                    type="radio"
                    name={`conflict-${field.name}`}
                    value={side}
                    checked={choices[field.name] === side}
                    onChange={() => setChoices((c) => ({ ...c, [field.name]: side }))}
                    mt="1"
                  />
                  <Stack gap="1" minW="0">
                    <Text textStyle="xs" color="fg.muted" fontWeight="medium">
                      {t(side === 'theirs' ? 'conflict.theirs' : 'conflict.mine')}
                    </Text>
                    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-side={side}>
                      {shown(field, side)}
                    </Text>
                  </Stack>
                </chakra.label>
              ))}
            </Grid>
          </Box>
        );
      })}
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" disabled={isSaving} onClick={() => onResolve('theirs')}>
          {t('conflict.keepTheirs')}
        </Button>
        <Button variant="outline" disabled={isSaving} onClick={() => onResolve(allMine)}>
          {t('conflict.keepMine')}
        </Button>
        <Button disabled={isSaving} onClick={() => onResolve(choices)}>
          {t('conflict.merge')}
        </Button>
      </HStack>
    </Stack>
  );
}
