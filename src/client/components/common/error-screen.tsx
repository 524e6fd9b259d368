/** The router's error page (SPEC section 8): 'Unexpected Application Error!' and the status text or message. */
import { Button, Code, Stack, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@client/startup/page-heading';

/** What to say about the error: an HTTP status text, else its message. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { statusText, message } = error as { statusText?: unknown; message?: unknown };
    if (typeof statusText === 'string' && statusText) return statusText;
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
}

export function ErrorScreen({ error }: ErrorComponentProps) {
  const { t } = useTranslation('shell');
  return (
    <Stack as="main" gap="4" align="center" textAlign="center" px="5" py="16" maxW="xl" mx="auto">
      <PageHeading fontFamily="heading" textStyle="2xl">
        {t('error.title')}
      </PageHeading>
      <Text color="fg.muted">{t('error.lead')}</Text>
      <Code p="3" rounded="md" whiteSpace="pre-wrap" wordBreak="break-word" dir="ltr">
        {describeError(error)}
      </Code>
      <Button onClick={() => window.location.reload()} variant="outline">
        {t('error.reload')}
      </Button>
    </Stack>
  );
}
