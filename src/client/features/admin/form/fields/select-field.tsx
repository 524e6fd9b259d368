/** A native select bound to one value of a resource form (SPEC's option lists, pickers). */

import { NativeSelect } from '@client/components/ui/native-select';
import type { ResourceForm } from '../use-resource-form';
import { FieldShell } from './field-shell';

interface Props<Field extends string> {
  form: ResourceForm<Field>;
  name: Field;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  help?: string;
  /** The label of the empty choice, for an optional field. */
  emptyLabel?: string;
}

export function SelectField<Field extends string>({
  form,
  name,
  label,
  options,
  required,
  help,
  emptyLabel,
}: Props<Field>) {
  const value = form.values[name];
  return (
    <FieldShell label={label} error={form.errorOf(name)} help={help} required={required}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => form.setValue(name, e.target.value)}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
