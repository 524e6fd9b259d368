/**
 * The router's error page (SPEC section 8): 'Unexpected Application Error!' and the status
 * text or message, for an error of the root or of any route (router.tsx's default). It
 * offers a reload (a chunk or an answer that failed may come the second time) and the way
 * home, a full page load on purpose: the app that failed starts afresh.
 */
import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@client/hooks/use-document-title';
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
  useDocumentTitle(t('error.title'));
  return (
    // Not a <main>: a route's error shows inside the shell's own main landmark.
    <Stack
      data-error-page=""
      gap="4"
      align="center"
      textAlign="center"
      px="5"
      py="16"
      maxW="xl"
      mx="auto"
    >
      <PageHeading fontFamily="heading" textStyle="2xl">
        {t('error.title')}
      </PageHeading>
      <Text color="fg.muted">{t('error.lead')}</Text>
      <Code p="3" rounded="md" whiteSpace="pre-wrap" wordBreak="break-word" dir="ltr">
        {describeError(error)}
      </Code>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button onClick={() => window.location.reload()} variant="outline">
          {t('error.reload')}
        </Button>
        <Button asChild>
          <a href="/">{t('denied.back')}</a>
        </Button>
      </HStack>
    </Stack>
  );
}
