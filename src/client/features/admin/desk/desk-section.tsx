/** One block of the desk: a titled section (its heading names it for screen readers). */
import { Badge, HStack, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function DeskSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  /** Shown beside the title when the section is a count of things (undefined: not yet read). */
  count?: number;
  children: ReactNode;
}) {
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="3"
      p={{ base: '4', md: '5' }}
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.panel"
      minW="0"
    >
      <HStack gap="2">
        <Heading as="h2" id={id} textStyle="lg" fontWeight="semibold">
          {title}
        </Heading>
        {count !== undefined && (
          <Badge variant="subtle" colorPalette="gray">
            {count}
          </Badge>
        )}
      </HStack>
      {children}
    </Stack>
  );
}
