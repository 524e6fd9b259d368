/**
 * The main layout (SPEC "main layout"): skip link, top bar, navigation in the reader's
 * layout (vertical or mini sidebar, or a horizontal bar, on large screens; a drawer
 * below), and the content landmark. The account control, the sync indicator and the
 * docked player are composed by the route, which knows the features.
 */
import type { ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { InstallPrompt } from '@client/components/pwa/install-prompt';
import { useSettings } from '@client/components/settings/use-settings';
import { HorizontalNav } from './horizontal-nav';
import { visibleGroups } from './nav-items';
import { SideNav } from './side-nav';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { HEADER_HEIGHT, TopBar } from './top-bar';

interface Props {
  children: ReactNode;
  account?: ReactNode;
  syncIndicator?: ReactNode;
  /** Docked at the bottom of every page (the recitation mini-player). */
  dock?: ReactNode;
  role?: string;
}

export function AppShell({ children, account, syncIndicator, dock, role }: Props) {
  const { settings, update } = useSettings();
  const groups = visibleGroups(role);
  const layout = settings.themeLayout;
  return (
    <Box minH="100dvh" bg="bg">
      <SkipLink />
      <TopBar groups={groups} account={account} syncIndicator={syncIndicator} />
      {layout === 'horizontal' && <HorizontalNav groups={groups} />}
      <Flex align="stretch">
        {layout !== 'horizontal' && (
          <SideNav
            layout={layout}
            groups={groups}
            top={HEADER_HEIGHT.lg}
            onToggle={() => update({ themeLayout: layout === 'mini' ? 'vertical' : 'mini' })}
          />
        )}
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" minW="0" outline="none">
          {children}
        </Box>
      </Flex>
      <InstallPrompt />
      {dock}
    </Box>
  );
}
