/** The 'horizontal' layout on large screens: the public entries in a bar under the top bar. */
import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { NavLink } from './nav-link';
import type { NavGroup } from './nav-items';

export function HorizontalNav({ groups }: { groups: readonly NavGroup[] }) {
  const { t } = useTranslation();
  return (
    <Box
      as="nav"
      aria-label={t('a11y.mainNav')}
      hideBelow="lg"
      borderBottomWidth="1px"
      borderColor="border.muted"
      px="8"
      data-layout="horizontal"
    >
      <HStack as="ul" listStyleType="none" m="0" p="0" gap="1" py="2" flexWrap="wrap">
        {groups.flatMap((group) =>
          group.items.map((item) => (
            <Box as="li" key={item.path}>
              <Link
                asChild
                display="flex"
                alignItems="center"
                gap="2"
                px="3"
                py="2"
                rounded="lg"
                color="fg.muted"
                fontWeight="medium"
                textDecoration="none"
                _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
                _currentPage={{ bg: 'primary.subtle', color: 'primary.fg' }}
              >
                <NavLink path={item.path} activeOptions={{ exact: true }}>
                  <AppIcon name={item.icon} />
                  <Text as="span" textStyle="sm">
                    {t(item.labelKey as never)}
                  </Text>
                </NavLink>
              </Link>
            </Box>
          )),
        )}
      </HStack>
    </Box>
  );
}
