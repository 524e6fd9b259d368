/**
 * A list row's (or the whole page's) tick box for bulk actions: a native checkbox, so Space
 * ticks it, it is announced as a checkbox with its state, and its label names the row
 * ("Select “Ndëmm”"). The page's box is mixed when only some rows are ticked.
 */
import { chakra } from '@chakra-ui/react';

export function SelectBox({
  label,
  checked,
  mixed = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  onChange: () => void;
}) {
  return (
    <chakra.input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      ref={(box: HTMLInputElement | null) => {
        if (box) box.indeterminate = mixed;
      }}
      w="5"
      h="5"
      m="0"
      cursor="pointer"
      verticalAlign="middle"
      css={{ accentColor: 'var(--chakra-colors-primary-solid)' }}
    />
  );
}
