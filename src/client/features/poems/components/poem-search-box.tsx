/**
 * The free-text search of the poems list. The field answers every keystroke from local state;
 * the URL (and so the list) follows 166 ms after the reader stops typing (SPEC.md section 9),
 * and a change of the URL from outside (back button, a shared link) refills the field.
 */
import { chakra, createRecipeContext, InputGroup, Text, type InputProps } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { SEARCH_DEBOUNCE_MS } from '@client/lib/search-debounce';

/**
 * Chakra's Input (its `input` recipe) on a plain input: Chakra's own wraps Ark's field input,
 * whose code (the field's context and anatomy) would join the list's first load for nothing,
 * since this box is in no Field.
 */
const SearchInput = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>(
  'input',
);

export function PoemSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (query: string) => void;
}) {
  const { t } = useTranslation('poems');
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  // The latest callback, read when the timer fires: the pause restarts on the reader's
  // keystrokes only, not each time the screen re-renders with a new callback (a sync, the
  // switch beside it), which under load could postpone the search indefinitely.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      latestOnSearch.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // Chakra's field recipe's layout, in plain elements: the Field component's code (its slot
  // recipe, Ark's factory) would be part of the list's first load for one label and one hint.
  return (
    <chakra.div display="flex" flexDirection="column" alignItems="flex-start" gap="1.5" w="full">
      <chakra.label
        htmlFor={inputId}
        display="flex"
        alignItems="center"
        textAlign="start"
        textStyle="sm"
        fontWeight="medium"
        gap="1"
        userSelect="none"
      >
        {t('search.label')}
      </chakra.label>
      <InputGroup startElement={<AppIcon name="search" color="fg.muted" />} w="full">
        <SearchInput
          id={inputId}
          aria-describedby={hintId}
          type="search"
          name="q"
          size="lg"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          bg="bg.panel"
        />
      </InputGroup>
      <Text id={hintId} color="fg.muted" textStyle="xs">
        {t('search.hint')}
      </Text>
    </chakra.div>
  );
}
