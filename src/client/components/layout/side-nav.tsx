/**
 * The sidebar on large screens (SPEC section 9): 280 px with labels ('vertical') or the
 * 88 px rail ('mini'); its toggle switches between the two and is remembered in the
 * settings. The 'horizontal' layout has no sidebar (see horizontal-nav.tsx).
 */
import { Box, IconButton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { NavList } from './nav-list';
import type { NavGroup } from './nav-items';

export const SIDEBAR_WIDTH = { vertical: '280px', mini: '88px' } as const;

interface Props {
  layout: 'vertical' | 'mini';
  groups: readonly NavGroup[];
  onToggle: () => void;
  top: string;
}

export function SideNav({ layout, groups, onToggle, top }: Props) {
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
      data-layout={layout}
    >
      <Stack h="full" justify="space-between" px={mini ? '2' : '4'} py="6" overflowY="auto">
        <NavList groups={groups} mini={mini} />
        <IconButton
          alignSelf={mini ? 'center' : 'flex-end'}
          variant="ghost"
          size="sm"
          aria-label={mini ? t('a11y.expandNav') : t('a11y.collapseNav')}
          aria-expanded={!mini}
          onClick={onToggle}
          flexShrink={0}
        >
          <Box as="span" display="inline-flex" transform={mini ? 'scaleX(-1)' : undefined}>
            <AppIcon name="collapse" />
          </Box>
        </IconButton>
      </Stack>
    </Box>
  );
}
