/**
 * Bulk actions on the list pattern, in a real router: tick boxes named after their rows (and
 * the page's, mixed when some are ticked), an action that runs each row's own request, the
 * rows it could not change named with their reason and left ticked, the others not; another
 * page starts with nothing ticked. The API is replaced by `load` and the action's `run`.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@domain/paging';
import { ApiError } from '@client/api/api-error';
import { renderListRoute } from '../../../../../tests/helpers/render-in-app';
import { validateListSearch, type ListSearch } from './list-search';
import { BulkActions } from './bulk-actions';
import { ResourceList } from './resource-list';

interface Row {
  id: string;
  name: string;
}

const rowsOf = (page: number) =>
  Array.from({ length: 3 }, (_, i) => ({ id: `id-${page}-${i}`, name: `Taalif ${page}-${i}` }));
const pageOf = (search: ListSearch): Page<Row> => ({
  content: rowsOf(search.page ?? 1),
  totalElements: 6,
  totalPages: 2,
  size: 3,
  number: (search.page ?? 1) - 1,
});

async function renderList(run: (row: Row) => Promise<unknown>) {
  const load = vi.fn(async (search: ListSearch) => pageOf(search));
  const { router } = await renderListRoute(
    '/list',
    validateListSearch,
    ({ search, onSearchChange }) => (
      <ResourceList<Row>
        texts={{
          title: 'Choses',
          lead: 'Des choses',
          searchHint: 'Nom',
          empty: 'Rien',
          loadError: 'Erreur',
          body: 'Supprimer ?',
          done: 'Supprimé',
          failed: 'Échec',
        }}
        search={search}
        onSearchChange={onSearchChange}
        load={load}
        columns={[{ key: 'name', label: 'Nom', render: (r) => r.name }]}
        rowName={(r) => r.name}
        remove={() => Promise.reject(new Error('No delete here'))}
        newPath="/dashboard/poems/new"
        editRoute="/dashboard/poems/$id/edit"
        bulk={(selected, settled) => (
          <BulkActions
            selected={selected}
            settled={settled}
            rowName={(r) => r.name}
            actions={[{ key: 'go', label: 'Publier maintenant', run }]}
          />
        )}
      />
    ),
  );
  await screen.findByText('Taalif 1-0');
  return { router, load };
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const PAGE_BOX = 'Sélectionner toutes les lignes de la page';

afterEach(cleanup);

describe('bulk actions on a list', { timeout: 20_000 }, () => {
  it('runs each ticked row, names the refused ones with their reason, and keeps them ticked', async () => {
    const run = vi.fn(async (row: Row) => {
      if (row.id === 'id-1-1')
        throw new ApiError('http', 409, { code: 'stale_version', message: 'Version is stale' });
    });
    const { load } = await renderList(run);
    expect(screen.queryByTestId('bulk-actions')).toBeNull();
    fireEvent.click(box('Sélectionner « Taalif 1-0 »'));
    expect(box(PAGE_BOX).indeterminate).toBe(true);
    fireEvent.click(box(PAGE_BOX));
    expect(box(PAGE_BOX).checked).toBe(true);
    const bar = screen.getByTestId('bulk-actions');
    expect(within(bar).getByText('Sélection : 3')).toBeTruthy();
    const reads = load.mock.calls.length;

    fireEvent.click(within(bar).getByRole('button', { name: 'Publier maintenant' }));
    const failures = await screen.findByTestId('bulk-failures');
    expect(run.mock.calls.map(([row]) => row.id)).toEqual(['id-1-0', 'id-1-1', 'id-1-2']);
    expect(failures.textContent).toContain('Taalif 1-1');
    expect(failures.textContent).toContain(
      'Quelqu’un d’autre a enregistré cet élément entre-temps.',
    );
    expect(failures.textContent).not.toContain('Taalif 1-0');
    await waitFor(() => expect(load.mock.calls.length).toBe(reads + 1));
    await waitFor(() => expect(box('Sélectionner « Taalif 1-0 »').checked).toBe(false));
    expect(box('Sélectionner « Taalif 1-1 »').checked).toBe(true);
    expect(box('Sélectionner « Taalif 1-2 »').checked).toBe(false);
  });

  it('starts another page with nothing ticked', async () => {
    const { router } = await renderList(async () => undefined);
    fireEvent.click(box(PAGE_BOX));
    await router.navigate({ search: { page: 2 } as never });
    await screen.findByText('Taalif 2-0');
    expect(box(PAGE_BOX).checked).toBe(false);
    expect(screen.queryByTestId('bulk-actions')).toBeNull();
  });
});
