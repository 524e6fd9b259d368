/**
 * A collection's name, typed: creating one on the library screen, renaming one on its own
 * screen. An empty name is refused in words (never a silent no-op); the typed text stays.
 */
import { Button, HStack, Input } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTION_NAME_MAX } from '@domain/library/operation';
import { Field } from '@client/components/ui/field';
import '@client/i18n/namespaces/library';

interface Props {
  label: string;
  submit: string;
  initial?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}

export function CollectionNameForm({ label, submit, initial = '', onSubmit, onCancel }: Props) {
  const { t } = useTranslation('library');
  const [name, setName] = useState(initial);
  const [error, setError] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Renaming starts from a press on "Rename": the field it opens takes the focus.
  useEffect(() => {
    if (initial !== '') input.current?.focus();
  }, [initial]);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(true);
    setError(false);
    await onSubmit(trimmed);
    setName('');
  };
  return (
    <form onSubmit={(event) => void send(event)} noValidate data-collection-form="">
      <Field.Root invalid={error}>
        <Field.Label htmlFor={id}>{label}</Field.Label>
        <HStack gap="2" align="start" wrap="wrap">
          <Input
            id={id}
            value={name}
            maxLength={COLLECTION_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            dir="auto"
            flex="1"
            minW="12rem"
            ref={input}
            aria-invalid={error || undefined}
          />
          <Button type="submit" colorPalette="primary">
            {submit}
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {t('collections.cancel')}
            </Button>
          )}
        </HStack>
        {error && <Field.ErrorText>{t('collections.nameRequired')}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}
