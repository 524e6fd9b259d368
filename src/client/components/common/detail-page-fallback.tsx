/**
 * What a detail page (a poet, a recitation) shows until its record is ready: an empty busy
 * frame while the mirror is read; then, when the record is not in the mirror or the mirror
 * could not be read, the back link, a title saying which, and a notice (an alert for an error).
 */
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeading } from '@client/startup/page-heading';
import { Notice } from './notice';
import { PageContainer } from './page-container';

interface FallbackText {
  title: string;
  body: string;
}

export function DetailPageFallback({
  status,
  back,
  missing,
  error,
}: {
  status: 'loading' | 'missing' | 'error';
  back: ReactNode;
  missing: FallbackText;
  error: FallbackText;
}) {
  if (status === 'loading') return <PageContainer aria-busy="true" minH="60vh" />;
  const text = status === 'missing' ? missing : error;
  return (
    <PageContainer>
      <Stack gap="6" maxW="2xl">
        {back}
        <PageHeading fontFamily="heading" textStyle="3xl">
          {text.title}
        </PageHeading>
        <Notice tone={status === 'error' ? 'error' : 'info'}>{text.body}</Notice>
      </Stack>
    </PageContainer>
  );
}
