/**
 * The top bar (SPEC section 1): menu button (small screens), branding, search, the sync
 * indicator's slot, 'Need help?', language menu, settings and the account control
 * (sign-in button or avatar menu, composed by the route). Heavy menus load on demand.
 */
import { Box, HStack, Link, Spacer } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchButton } from '@client/components/search/search-button';
import { SettingsButton } from '@client/components/settings/settings-button';
import { Brand } from './brand';
import { LanguageMenu } from './language-menu';
import { NavDrawer } from './nav-drawer';
import type { NavGroup } from './nav-items';

export const HEADER_HEIGHT = { base: '64px', lg: '80px' } as const;

interface Props {
  groups: readonly NavGroup[];
  account?: ReactNode;
  /** The offline helper's sync indicator (<SyncIndicator />) goes here. */
  syncIndicator?: ReactNode;
}

export function TopBar({ groups, account, syncIndicator }: Props) {
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
      <HStack
        h="full"
        px={{ base: '2', sm: '5', lg: '8' }}
        gap={{ base: '0.5', sm: '2' }}
        // Controls keep their size on a 360 px phone; only the spacer gives way.
        css={{ '& button, & > a': { flexShrink: 0 } }}
      >
        <NavDrawer groups={groups} />
        <Brand inTopBar />
        <Spacer />
        <SearchButton groups={groups} />
        {syncIndicator}
        <Link asChild hideBelow="md" color="fg.muted" textStyle="sm" fontWeight="medium" px="2">
          <RouterLink to="/help">{t('header.help')}</RouterLink>
        </Link>
        <LanguageMenu />
        <SettingsButton />
        {account}
      </HStack>
    </Box>
  );
}
