/**
 * The rows of a dashboard list as a table: sortable column headings, the row's name as its
 * row header, and the row's actions (view, edit, delete) at the end. On a phone the table
 * scrolls sideways inside its frame and the columns marked `wide` are left out, so the name
 * and the actions stay in view.
 */
import { Box, HStack, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import type { Sort as SortState } from '@domain/page-request';
import { SortHeader } from './sort-header';

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

/** The actions stay in view at the row's end while a narrow screen scrolls the table. */
const stickyEnd = { position: 'sticky', insetInlineEnd: '0', bg: 'bg.panel' } as const;

const cell = { px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.muted' } as const;

export function ListTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  sort,
  onSort,
  actions,
  busy,
}: {
  caption: string;
  /** The first column names the row (its row header). */
  columns: ListColumn<T>[];
  rows: readonly T[];
  sort: SortState | undefined;
  onSort: (next: SortState) => void;
  actions: (row: T) => ReactNode;
  busy: boolean;
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
            <chakra.tr key={row.id} _hover={{ bg: 'bg.subtle' }}>
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
                <HStack gap="1" justify="end" flexWrap="nowrap">
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
