/**
 * The word search of the statistics screen: one word and the "ignore accents" option. The
 * word is checked with the domain's rule before it goes into the URL: an empty field says
 * "Word is required" and clears the previous answer, two words or punctuation say that one
 * word is expected.
 */
import { Button, HStack, Input, Stack, chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseWordQuery, type WordQueryRefusal } from '@domain/words';
import { Field } from '@client/components/ui/field';
import { WORD_QUERY_ERROR_KEYS } from '../word-query-error-key';

export function WordSearchForm({
  word,
  ignoreAccents,
  onSearch,
}: {
  word: string;
  ignoreAccents: boolean;
  onSearch: (word: string, ignoreAccents: boolean) => void;
}) {
  const { t } = useTranslation('statistics');
  const [text, setText] = useState(word);
  const [fold, setFold] = useState(ignoreAccents);
  const [error, setError] = useState<WordQueryRefusal | null>(null);

  useEffect(() => {
    setText(word);
    setFold(ignoreAccents);
  }, [word, ignoreAccents]);

  return (
    <Stack
      as="form"
      role="search"
      aria-label={t('search.title')}
      gap="3"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        const parsed = parseWordQuery(text);
        setError(parsed.ok ? null : parsed.reason);
        if (parsed.ok) onSearch(text.trim(), fold);
        else if (parsed.reason === 'empty') onSearch('', fold);
      }}
    >
      <Field.Root invalid={error !== null}>
        <Field.Label fontWeight="medium">{t('search.label')}</Field.Label>
        <HStack gap="2" w="full" align="start">
          <Input
            name="word"
            size="lg"
            bg="bg.panel"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            flex="1"
            minW="0"
          />
          <Button type="submit" size="lg">
            {t('search.submit')}
          </Button>
        </HStack>
        <Field.ErrorText>{error ? t(WORD_QUERY_ERROR_KEYS[error]) : null}</Field.ErrorText>
      </Field.Root>
      <chakra.label
        display="inline-flex"
        alignItems="center"
        gap="3"
        minH="11"
        cursor="pointer"
        w="fit-content"
      >
        <chakra.input
          type="checkbox"
          name="ignoreAccents"
          checked={fold}
          onChange={(event) => setFold(event.target.checked)}
          boxSize="5"
          accentColor="var(--chakra-colors-primary-solid)"
        />
        {t('search.ignoreAccents')}
      </chakra.label>
    </Stack>
  );
}
