/** A labelled row of toggle buttons where exactly one is pressed (aria-pressed), for one setting. */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string; icon?: ReactNode }[];
  onChange: (value: T) => void;
  disabled?: boolean;
  note?: string;
}

export function ChoiceGroup<T extends string>(props: Props<T>) {
  const { id, label, value, options, onChange, disabled, note } = props;
  return (
    <Stack gap="2" role="group" aria-labelledby={id}>
      <Text id={id} textStyle="sm" fontWeight="semibold">
        {label}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {options.map((option) => {
          const pressed = option.value === value;
          return (
            <Button
              key={option.value}
              size="sm"
              flex="1"
              minW="0"
              variant={pressed ? 'subtle' : 'outline'}
              colorPalette={pressed ? 'primary' : 'gray'}
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onChange(option.value)}
            >
              {option.icon}
              {option.label}
            </Button>
          );
        })}
      </HStack>
      {note && (
        <Text textStyle="xs" color="fg.muted">
          {note}
        </Text>
      )}
    </Stack>
  );
}
