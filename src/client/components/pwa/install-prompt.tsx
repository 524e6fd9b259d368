/** The install-to-home-screen card for phones: a button where the browser allows it, instructions on iOS. */
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
  );
}
