/** How many rows a page of the list shows (10, 20, 50 or 100: the API's limit is 100). */
import { Stack, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { NativeSelect } from '@client/components/ui/native-select';
import { PAGE_SIZES } from './list-search';

export function PageSizeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (size: number) => void;
}) {
  const id = useId();
  return (
    <Stack gap="1" w="9rem">
      <chakra.label htmlFor={id} fontWeight="medium" textStyle="sm">
        {label}
      </chakra.label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          value={String(value)}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
