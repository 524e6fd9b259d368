/** The sidebar on large screens: 280 px with labels, or the 88 px mini rail (SPEC section 9). */
import { Box, IconButton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { NavList } from './nav-list';
import type { NavLayout } from './use-nav-layout';

export const SIDEBAR_WIDTH = { vertical: '280px', mini: '88px' } as const;

export function SideNav({
  layout,
  onToggle,
  top,
}: {
  layout: NavLayout;
  onToggle: () => void;
  top: string;
}) {
  const { t } = useTranslation();
  const mini = layout === 'mini';
  return (
    <Box
      as="nav"
      aria-label={t('a11y.mainNav')}
      hideBelow="lg"
      position="sticky"
      top={top}
      h={`calc(100dvh - ${top})`}
      w={SIDEBAR_WIDTH[layout]}
      flexShrink={0}
      borderEndWidth="1px"
      borderColor="border.muted"
      transition="width 0.2s ease"
    >
      <Stack h="full" justify="space-between" px={mini ? '2' : '4'} py="6" overflowY="auto">
        <NavList mini={mini} />
        <IconButton
          alignSelf={mini ? 'center' : 'flex-end'}
          variant="ghost"
          size="sm"
          aria-label={mini ? t('a11y.expandNav') : t('a11y.collapseNav')}
          aria-expanded={!mini}
          onClick={onToggle}
        >
          <Box as="span" display="inline-flex" transform={mini ? 'scaleX(-1)' : undefined}>
            <AppIcon name="collapse" />
          </Box>
        </IconButton>
      </Stack>
    </Box>
  );
}
