/** The top of a list screen: its h1 and a lead paragraph, plus any line the screen adds under them. */
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function ScreenHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="2">
      <Heading
        as="h1"
        fontFamily="heading"
        textStyle={{ base: '3xl', md: '4xl' }}
        fontWeight="semibold"
      >
        {title}
      </Heading>
      <Text color="fg.muted" textStyle="lg">
        {lead}
      </Text>
      {children}
    </Stack>
  );
}
