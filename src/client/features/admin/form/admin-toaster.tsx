/**
 * Where the dashboard's toasts appear (rendered once by the dashboard's layout): a polite
 * live region, so a screen reader hears "Difficult word saved" after the page has changed.
 */
import { Box, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin-form';
import { dismissToast, toastStore } from './toasts';

export function AdminToaster() {
  const { t } = useTranslation('admin-form');
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  return (
    <Stack
      role="status"
      aria-live="polite"
      position="fixed"
      zIndex="toast"
      insetBlockEnd="4"
      insetInlineEnd={{ base: '2', md: '4' }}
      insetInlineStart={{ base: '2', md: 'auto' }}
      maxW={{ md: 'sm' }}
      gap="2"
    >
      {toasts.map((toast) => (
        <HStack
          key={toast.id}
          data-tone={toast.tone}
          align="start"
          gap="3"
          px="4"
          py="3"
          rounded="lg"
          shadow="lg"
          bg={toast.tone === 'error' ? 'error.solid' : 'success.solid'}
          color={toast.tone === 'error' ? 'error.contrast' : 'success.contrast'}
        >
          <Box flex="1">
            <Text fontWeight="semibold">{toast.title}</Text>
            {toast.description && <Text textStyle="sm">{toast.description}</Text>}
          </Box>
          <CloseButton
            size="2xs"
            color="inherit"
            aria-label={t('toast.close')}
            onClick={() => dismissToast(toast.id)}
          />
        </HStack>
      ))}
    </Stack>
  );
}
