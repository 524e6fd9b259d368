/** A list's filter as a labelled native select (a role, a kind of record, an administrator). */
import { Field } from '@client/components/ui/field';
import type { ReactNode } from 'react';
import { NativeSelect } from '@client/components/ui/native-select';

export function FilterSelect(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>`s, the "all" one first. */
  children: ReactNode;
}) {
  return (
    <Field.Root maxW={{ base: 'full', sm: '16rem' }}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={props.name}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        >
          {props.children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
