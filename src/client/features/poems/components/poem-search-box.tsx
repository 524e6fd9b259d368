/**
 * The free-text search of the poems list. The field answers every keystroke from local state;
 * the URL (and so the list) follows 166 ms after the reader stops typing (SPEC.md section 9),
 * and a change of the URL from outside (back button, a shared link) refills the field.
 */
import { Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@client/components/ui/field';
import { AppIcon } from '@client/components/icons/app-icon';

export const SEARCH_DEBOUNCE_MS = 166;

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

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <Field.Root>
      <Field.Label fontWeight="medium">{t('search.label')}</Field.Label>
      <InputGroup startElement={<AppIcon name="search" color="fg.muted" />} w="full">
        <Input
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
      <Field.HelperText>{t('search.hint')}</Field.HelperText>
    </Field.Root>
  );
}
