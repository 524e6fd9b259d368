/** The simple layout (404, sign-in): branding and language on top, one centred column. */
import type { ReactNode } from 'react';
import { Box, Flex, HStack } from '@chakra-ui/react';
import { Brand } from './brand';
import { LanguageMenu } from './language-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <SkipLink />
      <Box as="header" px={{ base: '4', md: '8' }} py="4">
        <HStack justify="space-between">
          <Brand />
          <LanguageMenu />
        </HStack>
      </Box>
      <Flex
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        flex="1"
        align="center"
        justify="center"
        px="5"
        py="12"
        outline="none"
      >
        {children}
      </Flex>
    </Flex>
  );
}
