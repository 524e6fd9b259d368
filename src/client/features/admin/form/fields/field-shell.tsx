/**
 * One field of a dashboard form: its visible label, the widget, a help line and the
 * field's message under it (Chakra's Field ties label, help and message to the widget:
 * `aria-describedby`, `aria-invalid`). Any widget fits inside: inputs, pickers, the poem editor.
 */
import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@client/components/ui/field';

interface Props {
  label: string;
  error?: string;
  help?: string;
  required?: boolean;
  children: ReactNode;
}

export function FieldShell({ label, error, help, required, children }: Props) {
  const { t } = useTranslation('admin-form');
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator
          fallback={
            <Text as="span" color="fg.muted" fontWeight="normal" textStyle="xs">
              ({t('optional')})
            </Text>
          }
        />
      </Field.Label>
      {children}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
