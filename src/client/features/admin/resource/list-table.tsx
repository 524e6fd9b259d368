/**
 * The rows of a dashboard list as a table: sortable column headings, the row's name as its
 * row header, and the row's actions (view, edit, delete) at the end; with bulk actions, a
 * first column of tick boxes (the heading's ticks the page). On a phone the columns
 * marked `wide` are left out and the actions stack in a narrow last column that scrolls with
 * the table: a sticky row of three buttons took half of a 390 px screen and covered the
 * columns scrolled under it.
 */
import { Box, HStack, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import type { Sort as SortState } from '@domain/page-request';
import { SelectBox } from './select-box';
import { SortHeader } from './sort-header';
import type { RowSelection } from './use-row-selection';

export interface ListColumn<T> {
  key: string;
  label: string;
  /** The server's sort field, when this column sorts the list. */
  sortField?: string;
  render: (row: T) => ReactNode;
  /** Left out below 900 px, to keep a phone's row readable. */
  wide?: boolean;
  /** Numbers line up at the end of the cell. */
  numeric?: boolean;
}

/** From 900 px the actions stay in view at the row's end while the table scrolls. */
const stickyEnd = {
  position: { base: 'static', md: 'sticky' },
  insetInlineEnd: '0',
  bg: 'bg.panel',
} as const;

const cell = { px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.muted' } as const;

/** The tick boxes of a list with bulk actions: the rows ticked, and how to name each box. */
type TableSelection<T> = RowSelection<T> & {
  /** The page's box ("Select every row of this page"). */
  allLabel: string;
  /** A row's box ("Select “Ndëmm”"). */
  rowLabel: (row: T) => string;
};

export function ListTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  sort,
  onSort,
  actions,
  busy,
  selection,
}: {
  caption: string;
  /** The first column names the row (its row header). */
  columns: ListColumn<T>[];
  rows: readonly T[];
  sort: SortState | undefined;
  onSort: (next: SortState) => void;
  actions: (row: T) => ReactNode;
  busy: boolean;
  /** A first column of tick boxes, for bulk actions. */
  selection?: TableSelection<T>;
}) {
  const { t } = useTranslation('admin');
  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      bg="bg.panel"
      opacity={busy ? 0.6 : 1}
      transition="opacity 0.15s"
    >
      <chakra.table w="full" borderCollapse="collapse" textStyle="sm" aria-busy={busy}>
        <chakra.caption srOnly>{caption}</chakra.caption>
        <chakra.thead bg="bg.subtle">
          <chakra.tr>
            {selection && (
              <chakra.th scope="col" {...cell} w="1" data-select-all>
                <SelectBox
                  label={selection.allLabel}
                  checked={selection.allSelected}
                  mixed={!selection.allSelected && selection.selected.length > 0}
                  onChange={selection.toggleAll}
                />
              </chakra.th>
            )}
            {columns.map((column) => (
              <ColumnHead key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
            <chakra.th
              scope="col"
              {...cell}
              {...stickyEnd}
              bg="bg.subtle"
              textAlign="end"
              fontWeight="semibold"
            >
              {t('common.actions')}
            </chakra.th>
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {rows.map((row) => (
            <chakra.tr
              key={row.id}
              _hover={{ bg: 'bg.subtle' }}
              bg={selection?.isSelected(row.id) ? 'primary.subtle' : undefined}
            >
              {selection && (
                <chakra.td {...cell} verticalAlign="top" w="1">
                  <SelectBox
                    label={selection.rowLabel(row)}
                    checked={selection.isSelected(row.id)}
                    onChange={() => selection.toggle(row.id)}
                  />
                </chakra.td>
              )}
              {columns.map((column, index) => {
                const Cell = index === 0 ? chakra.th : chakra.td;
                return (
                  <Cell
                    key={column.key}
                    scope={index === 0 ? 'row' : undefined}
                    {...cell}
                    textAlign={column.numeric ? 'end' : 'start'}
                    fontWeight={index === 0 ? 'semibold' : 'normal'}
                    verticalAlign="top"
                    hideBelow={column.wide ? 'md' : undefined}
                    maxW={index === 0 ? '16rem' : '22rem'}
                    minW={index === 0 ? '8rem' : undefined}
                  >
                    {column.render(row)}
                  </Cell>
                );
              })}
              <chakra.td {...cell} {...stickyEnd} verticalAlign="top">
                <HStack
                  gap="1"
                  justify="end"
                  flexWrap="nowrap"
                  flexDirection={{ base: 'column', md: 'row' }}
                  alignItems={{ base: 'flex-end', md: 'center' }}
                >
                  {actions(row)}
                </HStack>
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}

function ColumnHead<T>({
  column,
  sort,
  onSort,
}: {
  column: ListColumn<T>;
  sort: SortState | undefined;
  onSort: (next: SortState) => void;
}) {
  const hide = column.wide ? 'md' : undefined;
  if (column.sortField)
    return (
      <SortHeader
        label={column.label}
        field={column.sortField}
        sort={sort}
        onSort={onSort}
        hideBelow={hide}
      />
    );
  return (
    <chakra.th
      scope="col"
      {...cell}
      textAlign={column.numeric ? 'end' : 'start'}
      fontWeight="semibold"
      color="fg.muted"
      hideBelow={hide}
    >
      {column.label}
    </chakra.th>
  );
}
