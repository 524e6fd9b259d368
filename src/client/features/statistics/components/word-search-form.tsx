/**
 * The word search of the statistics screen: one word or a phrase ("mbaar ma"), the "ignore
 * accents" option and the "other spellings" one (remembered by the screen). The query is
 * checked with the domain's rule before it goes into the URL: an empty field says "Word is
 * required" and clears the previous answer; punctuation, too many words or too long a query
 * say why.
 */
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseWordQuery, type WordQueryRefusal } from '@domain/words';
import { Field } from '@client/components/ui/field';
import { CheckField } from '@client/components/common/check-field';
import type { WordOptions } from '../hooks/use-word-statistics';
import { wordQueryError } from '@domain/words/word-query-error-key';

export function WordSearchForm({
  word,
  options,
  onSearch,
}: {
  word: string;
  options: WordOptions;
  onSearch: (word: string, options: WordOptions) => void;
}) {
  const { t } = useTranslation('statistics');
  const [text, setText] = useState(word);
  const [fold, setFold] = useState(options.ignoreAccents);
  const [variants, setVariants] = useState(options.variants);
  const [error, setError] = useState<WordQueryRefusal | null>(null);

  useEffect(() => {
    setText(word);
    setFold(options.ignoreAccents);
    setVariants(options.variants);
  }, [word, options.ignoreAccents, options.variants]);

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
        const chosen = { ignoreAccents: fold, variants };
        if (parsed.ok) onSearch(text.trim(), chosen);
        else if (parsed.reason === 'empty') onSearch('', chosen);
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
        <Field.ErrorText>{error ? t(...wordQueryError(error)) : null}</Field.ErrorText>
      </Field.Root>
      <CheckField
        name="ignoreAccents"
        checked={fold}
        onChange={setFold}
        label={t('search.ignoreAccents')}
      />
      <CheckField
        name="variants"
        checked={variants}
        onChange={setVariants}
        label={t('search.variants')}
      />
    </Stack>
  );
}
