/**
 * A column heading that sorts the list: a button inside the <th>, whose aria-sort says the
 * current order. Pressing it sorts by that column ascending, or flips the order when the
 * list is already sorted by it.
 */
import { Box, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import type { Sort as SortState } from '@domain/page-request';

export function SortHeader({
  label,
  field,
  sort,
  onSort,
  hideBelow,
}: {
  label: string;
  field: string;
  sort: SortState | undefined;
  onSort: (next: SortState) => void;
  hideBelow?: 'md';
}) {
  const { t } = useTranslation('admin');
  const current = sort?.field === field ? sort.direction : undefined;
  const next = current === 'asc' ? 'desc' : 'asc';
  return (
    <chakra.th
      scope="col"
      aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : 'none'}
      textAlign="start"
      p="0"
      borderBottomWidth="1px"
      borderColor="border.muted"
      hideBelow={hideBelow}
    >
      <chakra.button
        type="button"
        onClick={() => onSort({ field, direction: next })}
        display="inline-flex"
        alignItems="center"
        gap="1"
        px="3"
        py="2.5"
        w="full"
        fontWeight="semibold"
        textStyle="sm"
        color={current ? 'fg' : 'fg.muted'}
        cursor="pointer"
        rounded="md"
        _hover={{ color: 'fg', bg: 'bg.muted' }}
        focusRingOffset="-2px"
        title={t('list.sortBy', { column: label })}
      >
        {label}
        <Box as="span" aria-hidden="true" fontSize="xs" opacity={current ? 1 : 0.35}>
          {current === 'desc' ? '▼' : '▲'}
        </Box>
        {current && (
          <Box as="span" srOnly>
            ({t(current === 'asc' ? 'list.sortedAsc' : 'list.sortedDesc')})
          </Box>
        )}
      </chakra.button>
    </chakra.th>
  );
}
