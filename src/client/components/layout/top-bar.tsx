/** The top bar: menu button (small screens), branding, help link, language menu and sign-in. */
import { Box, Button, HStack, Link, Spacer } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { Brand } from './brand';
import { LanguageMenu } from './language-menu';
import { NavDrawer } from './nav-drawer';

export const HEADER_HEIGHT = { base: '64px', lg: '80px' } as const;

export function TopBar() {
  const { t } = useTranslation();
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h={HEADER_HEIGHT}
      bg="bg/85"
      backdropFilter="saturate(160%) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <HStack h="full" px={{ base: '3', sm: '5', lg: '8' }} gap={{ base: '1', sm: '3' }}>
        <NavDrawer />
        <Brand showTagline />
        <Spacer />
        <Link asChild hideBelow="md" color="fg.muted" textStyle="sm" fontWeight="medium" px="2">
          <RouterLink to="/help">{t('header.help')}</RouterLink>
        </Link>
        <LanguageMenu />
        <Button asChild size="sm" variant="solid" ms="1">
          <RouterLink to="/auth/jwt/login">
            <AppIcon name="signIn" hideBelow="sm" />
            {t('header.signIn')}
          </RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}
