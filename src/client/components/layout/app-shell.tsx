/** The main layout (SPEC "main layout"): skip link, top bar, sidebar or drawer, and the content landmark. */
import type { ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SideNav } from './side-nav';
import { HEADER_HEIGHT, TopBar } from './top-bar';
import { useNavLayout } from './use-nav-layout';

export function AppShell({ children }: { children: ReactNode }) {
  const [layout, toggleLayout] = useNavLayout();
  return (
    <Box minH="100dvh" bg="bg">
      <SkipLink />
      <TopBar />
      <Flex align="stretch">
        <SideNav layout={layout} onToggle={toggleLayout} top={HEADER_HEIGHT.lg} />
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" minW="0" outline="none">
          {children}
        </Box>
      </Flex>
    </Box>
  );
}
