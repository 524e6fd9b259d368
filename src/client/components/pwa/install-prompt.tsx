/**
 * The install-to-home-screen card for phones: a button where the browser allows it,
 * instructions on iOS. It sits at the bottom of the screen, and a spacer of its height at
 * the end of the page keeps everything under it reachable: it once hid a download button
 * for good. Dismissed, it stays away for 30 days (install-prompt-mode.ts).
 */
import { Box, Button, CloseButton, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { useInstallPrompt } from './use-install-prompt';

export function InstallPrompt() {
  const { t } = useTranslation();
  const { mode, install, dismiss } = useInstallPrompt();
  const card = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [mode]);
  if (mode === 'hidden') return null;
  return (
    <>
      {/* Room below the page's last content for the card and its margin. */}
      <Box aria-hidden="true" h={`calc(${height}px + var(--chakra-spacing-6))`} />
      <Box
        ref={card}
        role="dialog"
        aria-labelledby="install-prompt-title"
        position="fixed"
        insetX="3"
        bottom="3"
        zIndex="overlay"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.emphasized"
        rounded="2xl"
        shadow="xl"
        p="4"
      >
        <HStack align="start" gap="3">
          <Image src="/icons/icon.svg" alt="" boxSize="12" rounded="xl" flexShrink={0} />
          <Stack gap="1" flex="1">
            <Heading as="h2" id="install-prompt-title" textStyle="md" fontFamily="heading">
              {t('pwa.installTitle')}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {mode === 'button' ? t('pwa.installBody') : t('pwa.iosInstructions')}
            </Text>
          </Stack>
          <CloseButton size="sm" aria-label={t('pwa.dismiss')} onClick={dismiss} />
        </HStack>
        {mode === 'button' && (
          <HStack justify="flex-end" mt="3" gap="2">
            <Button size="sm" variant="ghost" onClick={dismiss}>
              {t('pwa.dismiss')}
            </Button>
            <Button size="sm" onClick={() => void install()}>
              <AppIcon name="download" />
              {t('pwa.install')}
            </Button>
          </HStack>
        )}
      </Box>
    </>
  );
}
