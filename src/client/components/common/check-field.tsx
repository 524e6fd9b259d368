/**
 * A labelled native checkbox with a 44 px touch target, for the readers' search options
 * (ignore accents, other spellings, the advanced filter's flags).
 */
import { chakra } from '@chakra-ui/react';

export function CheckField({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="3"
      minH="11"
      cursor="pointer"
      w="fit-content"
    >
      <chakra.input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        boxSize="5"
        accentColor="var(--chakra-colors-primary-solid)"
      />
      {label}
    </chakra.label>
  );
}
