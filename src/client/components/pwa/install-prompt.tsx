/**
 * The install-to-home-screen card for phones: a button where the browser allows it,
 * instructions on iOS. It sits in the page's flow, after the content: fixed at the bottom
 * of the screen it covered the docked mini-player's Pause and Close and, on a first visit,
 * the player's controls under Play (and once a download button, for good). Dismissed, it
 * stays away for 30 days (install-prompt-mode.ts).
 */
import { Box, Button, CloseButton, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { useInstallPrompt } from './use-install-prompt';

export function InstallPrompt() {
  const { t } = useTranslation();
  const { mode, install, dismiss } = useInstallPrompt();
  if (mode === 'hidden') return null;
  return (
    <Box
      as="aside"
      aria-labelledby="install-prompt-title"
      data-install-prompt=""
      mx="3"
      my="6"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="2xl"
      shadow="sm"
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
  );
}
