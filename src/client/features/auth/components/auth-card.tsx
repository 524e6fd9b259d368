/** The frame of the sign-in and register pages: title, lead, notices, the form, the other page's link. */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Alert } from '@client/components/ui/alert';
import { PageHeading } from '@client/startup/page-heading';

interface Props {
  title: string;
  lead: string;
  notice?: string;
  error?: string;
  children: ReactNode;
  footer: ReactNode;
}

export function AuthCard({ title, lead, notice, error, children, footer }: Props) {
  return (
    <Box
      w="full"
      maxW="420px"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="2xl"
      p={{ base: '5', sm: '8' }}
    >
      <Stack gap="6">
        <Stack gap="2">
          <PageHeading fontFamily="heading" fontWeight="semibold" textStyle="2xl">
            {title}
          </PageHeading>
          <Text color="fg.muted">{lead}</Text>
        </Stack>
        {notice && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        )}
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {children}
        <Text textStyle="sm" color="fg.muted" textAlign="center">
          {footer}
        </Text>
      </Stack>
    </Box>
  );
}
