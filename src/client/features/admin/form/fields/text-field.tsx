/** A text input (or a textarea with `multiline`) bound to one value of a resource form. */
import { Input } from '@chakra-ui/react';
import { Textarea } from '@client/components/ui/textarea';
import type { ResourceForm } from '../use-resource-form';
import { FieldShell } from './field-shell';

interface Props<Field extends string> {
  form: ResourceForm<Field>;
  name: Field;
  label: string;
  required?: boolean;
  help?: string;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'url' | 'number' | 'datetime-local' | 'email' | 'password';
  /** The browser's autofill hint: off by default (a record's fields are not the admin's own). */
  autoComplete?: 'off' | 'new-password';
  inputMode?: 'text' | 'numeric' | 'url';
  /** Text direction and language of the value (e.g. Arabic in a French interface). */
  dir?: 'ltr' | 'rtl' | 'auto';
  lang?: string;
}

export function TextField<Field extends string>({
  form,
  name,
  label,
  required,
  help,
  multiline,
  rows = 4,
  type = 'text',
  inputMode,
  dir = 'auto',
  lang,
  autoComplete = 'off',
}: Props<Field>) {
  const value = form.values[name];
  const common = {
    name,
    value: typeof value === 'string' ? value : '',
    dir,
    lang,
    onChange: (e: { target: { value: string } }) => form.setValue(name, e.target.value),
  };
  return (
    <FieldShell label={label} error={form.errorOf(name)} help={help} required={required}>
      {multiline ? (
        // Its recipe travels with this chunk: the entry's system holds only the common recipes.
        <Textarea {...common} rows={rows} />
      ) : (
        <Input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete} />
      )}
    </FieldShell>
  );
}
