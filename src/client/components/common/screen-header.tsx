/** The top of a list screen: its h1 and a lead paragraph, plus any line the screen adds under them. */
import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeading } from '@client/startup/page-heading';

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
      <PageHeading
        fontFamily="heading"
        textStyle={{ base: '3xl', md: '4xl' }}
        fontWeight="semibold"
      >
        {title}
      </PageHeading>
      <Text color="fg.muted" textStyle="lg">
        {lead}
      </Text>
      {children}
    </Stack>
  );
}
