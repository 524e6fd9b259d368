/**
 * Search as you type (SPEC section 9: 166 ms debounce). The field keeps what is typed; the
 * list's URL follows 166 ms after the last keystroke. When the URL's search changes by
 * itself (back, forward, a link), the field shows it, unless it is the value this field
 * just sent, so a slow answer never rewrites what is being typed.
 */
import { Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@client/lib/search-debounce';

export function SearchField({
  label,
  hint,
  value,
  onSearch,
}: {
  label: string;
  hint: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearchRef.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Stack gap="1" flex="1" minW={{ base: 'full', sm: '16rem' }} maxW={{ sm: 'md' }}>
      <chakra.label htmlFor={id} fontWeight="medium" textStyle="sm">
        {label}
      </chakra.label>
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={hint}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
      />
      <Text id={`${id}-hint`} srOnly>
        {hint}
      </Text>
    </Stack>
  );
}
