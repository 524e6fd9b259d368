/**
 * The navigation links, grouped, as a full list (sidebar, drawer) or as the 88 px mini
 * rail (icon over a short label). The current page is marked with aria-current="page".
 * Admin sections list their sub-entries (list, new, …) in the full list only.
 */
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { NavLink } from './nav-link';
import type { NavGroup, NavItem } from './nav-items';

interface Props {
  groups: readonly NavGroup[];
  mini?: boolean;
  onNavigate?: () => void;
}

const linkStyle = {
  rounded: 'lg',
  color: 'fg.muted',
  fontWeight: 'medium',
  textDecoration: 'none',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'bg.muted', color: 'fg', textDecoration: 'none' },
  _currentPage: { bg: 'primary.subtle', color: 'primary.fg', fontWeight: 'semibold' },
  focusRingOffset: '0',
} as const;

function Item({
  item,
  mini,
  onNavigate,
}: {
  item: NavItem;
  mini: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const label = t(item.labelKey as never);
  return (
    <Box as="li">
      <Link
        asChild
        display="flex"
        flexDirection={mini ? 'column' : 'row'}
        alignItems="center"
        gap={mini ? '1' : '3'}
        px={mini ? '1' : '3'}
        py="2.5"
        textAlign="center"
        {...linkStyle}
      >
        <NavLink path={item.path} onClick={onNavigate} activeOptions={{ exact: true }}>
          <AppIcon name={item.icon} boxSize={mini ? '6' : '5'} />
          <Text as="span" textStyle={mini ? '2xs' : 'sm'} lineClamp={mini ? 1 : undefined}>
            {label}
          </Text>
        </NavLink>
      </Link>
      {!mini && item.children && (
        <Stack as="ul" gap="0.5" listStyleType="none" m="0" ps="11" py="1">
          {item.children.slice(1).map((child) => (
            <Box as="li" key={child.path}>
              <Link asChild display="block" px="3" py="1.5" textStyle="xs" {...linkStyle}>
                <NavLink path={child.path} onClick={onNavigate} activeOptions={{ exact: true }}>
                  {t(child.labelKey as never)}
                </NavLink>
              </Link>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function NavList({ groups, mini = false, onNavigate }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={mini ? '4' : '6'}>
      {groups.map((group) => (
        <Stack key={group.key} gap="1" role="group" aria-labelledby={`nav-group-${group.key}`}>
          <Text
            id={`nav-group-${group.key}`}
            textStyle="2xs"
            fontWeight="semibold"
            textTransform="uppercase"
            // The 88 px rail: admin group names (Personnes, Classement) fit on one line.
            letterSpacing={mini ? 'normal' : 'wider'}
            fontSize={mini ? '0.625rem' : undefined}
            color="fg.subtle"
            px={mini ? '0' : '3'}
            textAlign={mini ? 'center' : 'start'}
            srOnly={mini && group.key === 'public'}
          >
            {t(group.labelKey as never)}
          </Text>
          <Stack as="ul" gap={mini ? '2' : '1'} listStyleType="none" m="0" p="0">
            {group.items.map((item) => (
              <Item key={item.path} item={item} mini={mini} onNavigate={onNavigate} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
