/**
 * "A new version is available" with Reload (activates it) and Later; a polite live region.
 * Fixed above the docked mini-player (bottom-stack.ts), never over its buttons.
 */
import { useRef, useSyncExternalStore } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import {
  ABOVE_DOCK,
  BANNER_HEIGHT,
  usePublishedHeight,
} from '@client/components/layout/bottom-stack';
import {
  applyUpdate,
  dismissUpdate,
  isUpdateWaiting,
  subscribeToUpdates,
} from './service-worker-updates';

export function UpdateBanner() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
  const banner = useRef<HTMLDivElement>(null);
  // Above the docked mini-player; what floats (back to the verse) sits above this.
  usePublishedHeight(BANNER_HEIGHT, banner, waiting, 16);
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      insetX="4"
      bottom={ABOVE_DOCK}
      zIndex="toast"
      display="flex"
      justifyContent="center"
      pointerEvents="none"
    >
      {waiting && (
        <HStack
          ref={banner}
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
