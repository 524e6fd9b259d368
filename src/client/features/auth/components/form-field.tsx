/** One labelled input of the auth forms, with its error announced and tied to it. */
import { Input } from '@chakra-ui/react';
import { Field } from '@client/components/ui/field';

interface Props {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function FormField({
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  onChange,
  error,
}: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        dir={type === 'email' || type === 'password' ? 'ltr' : undefined}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
