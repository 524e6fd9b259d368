/**
 * The navigation links, as a full list (sidebar, drawer) or as the 88 px mini rail
 * (icon over a short label). The current page is marked with aria-current="page".
 */
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { NAV_ITEMS } from './nav-items';

export function NavList({ mini = false, onNavigate }: { mini?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" gap={mini ? '2' : '1'} listStyleType="none" m="0" p="0">
      {NAV_ITEMS.map((item) => (
        <Box as="li" key={item.to}>
          <Link
            asChild
            display="flex"
            flexDirection={mini ? 'column' : 'row'}
            alignItems="center"
            gap={mini ? '1' : '3'}
            px={mini ? '1' : '3'}
            py={mini ? '2.5' : '2.5'}
            rounded="lg"
            color="fg.muted"
            fontWeight="medium"
            textDecoration="none"
            textAlign="center"
            transition="background 0.15s, color 0.15s"
            _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
            _currentPage={{ bg: 'primary.subtle', color: 'primary.fg', fontWeight: 'semibold' }}
            focusRingOffset="0"
          >
            <RouterLink
              to={item.to}
              onClick={onNavigate}
              activeOptions={{ exact: item.to === '/' }}
            >
              <AppIcon name={item.icon} boxSize={mini ? '6' : '5'} />
              <Text as="span" textStyle={mini ? '2xs' : 'sm'} lineClamp={mini ? 1 : undefined}>
                {t(item.labelKey)}
              </Text>
            </RouterLink>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}
