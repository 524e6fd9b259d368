/** "A new version is available" with Reload (activates it) and Later; a polite live region. */
import { useSyncExternalStore } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import {
  applyUpdate,
  dismissUpdate,
  isUpdateWaiting,
  subscribeToUpdates,
} from './service-worker-updates';

export function UpdateBanner() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      insetX="4"
      bottom="4"
      zIndex="toast"
      display="flex"
      justifyContent="center"
      pointerEvents="none"
    >
      {waiting && (
        <HStack
          pointerEvents="auto"
          gap="3"
          flexWrap="wrap"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.emphasized"
          rounded="xl"
          shadow="lg"
          px="4"
          py="3"
          maxW="lg"
        >
          <AppIcon name="refresh" color="primary.fg" />
          <Text flex="1" minW="40" textStyle="sm">
            {t('pwa.updateAvailable')}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="ghost" onClick={dismissUpdate}>
              {t('pwa.later')}
            </Button>
            <Button size="sm" onClick={applyUpdate}>
              {t('pwa.reload')}
            </Button>
          </HStack>
        </HStack>
      )}
    </Box>
  );
}
