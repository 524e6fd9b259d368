/** A short message in place of content: nothing to show, or the mirror could not be read. */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function Notice({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: 'info' | 'error';
}) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : undefined}
      bg={tone === 'error' ? 'error.subtle' : 'bg.subtle'}
      color={tone === 'error' ? 'error.fg' : 'fg.muted'}
      borderWidth="1px"
      borderColor={tone === 'error' ? 'error.muted' : 'border.muted'}
      rounded="xl"
      px="5"
      py="6"
      textAlign="center"
    >
      {children}
    </Box>
  );
}
