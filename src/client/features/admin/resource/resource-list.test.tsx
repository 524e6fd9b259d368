/**
 * The dashboard's list pattern in a real router: its state comes from the URL and goes back
 * to it (search after 166 ms of quiet, sort, page, page size), and it shows the empty, error
 * and loaded states. The API is replaced by a `load` function: what is tested is the screen.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@domain/paging';
import { renderListRoute } from '../../../../../tests/helpers/render-in-app';
import { validateListSearch, type ListSearch } from './list-search';
import { ApiError } from '@client/api/api-error';
import { ResourceList } from './resource-list';
import { toastStore } from '../form/toasts';

interface Row {
  id: string;
  name: string;
}

const page = (rows: Row[], total = rows.length, size = 20, number = 0): Page<Row> => ({
  content: rows,
  totalElements: total,
  totalPages: Math.ceil(total / size),
  size,
  number,
});
const rows = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ id: `id-${from + i}`, name: `Taalif ${from + i}` }));

type Load = (search: ListSearch, signal: AbortSignal) => Promise<Page<Row>>;

async function renderList(
  path: string,
  load: Load,
  remove: (id: string) => Promise<void> = () =>
    Promise.reject(new Error('No delete in these tests')),
) {
  return renderListRoute(path, validateListSearch, ({ search, onSearchChange }) => (
    <ResourceList<Row>
      texts={{
        title: 'Choses',
        lead: 'Des choses',
        searchHint: 'Nom',
        empty: 'Rien ne correspond',
        loadError: 'Erreur lors du chargement des choses',
        body: 'Supprimer ?',
        done: 'Supprimé',
        failed: 'Échec',
      }}
      search={search}
      onSearchChange={onSearchChange}
      load={load}
      columns={[{ key: 'name', label: 'Nom', sortField: 'name', render: (r) => r.name }]}
      rowName={(r) => r.name}
      remove={remove}
      newPath="/dashboard/poems/new"
      editRoute="/dashboard/poems/$id/edit"
    />
  ));
}

const lastSearch = (load: ReturnType<typeof vi.fn>) => load.mock.calls.at(-1)?.[0] as ListSearch;

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(cleanup);

// Rendering a routed Chakra screen in jsdom takes seconds on a busy 2-core machine.
describe('ResourceList', { timeout: 20_000 }, () => {
  it('reads its state from the URL: search text, sort, page and size', async () => {
    const load = vi.fn<Load>(async () => page(rows(3), 63, 50, 1));
    await renderList('/list?q=ndox&sort=name,desc&page=2&size=50', load);
    await screen.findByText('Taalif 0');
    expect(lastSearch(load)).toEqual({ q: 'ndox', sort: 'name,desc', page: 2, size: 50 });
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveProperty('value', 'ndox');
    expect(screen.getByRole('columnheader', { name: /Nom/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByRole('combobox', { name: 'Lignes par page' })).toHaveProperty('value', '50');
    expect(screen.getByText('Total : 63')).toBeTruthy();
  });

  it('searches 166 ms after the last keystroke, back on page 1, and puts it in the URL', async () => {
    const load = vi.fn<Load>(async () => page(rows(2), 42));
    const { router } = await renderList('/list?page=2', load);
    await screen.findByText('Taalif 0');
    const calls = load.mock.calls.length;
    const field = screen.getByRole('searchbox', { name: 'Rechercher' });
    const typedAt = performance.now();
    fireEvent.change(field, { target: { value: 'a' } });
    fireEvent.change(field, { target: { value: 'al' } });
    fireEvent.change(field, { target: { value: 'àll' } });
    expect(load.mock.calls.length).toBe(calls);
    await waitFor(() => expect(lastSearch(load).q).toBe('àll'));
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(160);
    // One read for the three keystrokes, from page 1.
    expect(load.mock.calls.length).toBe(calls + 1);
    expect(lastSearch(load).page).toBeUndefined();
    expect(router.state.location.search).toEqual({ q: 'àll' });
  });

  it('sorts by a column (ascending, then descending) and pages through the URL', async () => {
    const load = vi.fn<Load>(async (search) =>
      page(rows(20, ((search.page ?? 1) - 1) * 20), 45, 20, (search.page ?? 1) - 1),
    );
    const { router } = await renderList('/list', load);
    await screen.findByText('Taalif 0');
    fireEvent.click(screen.getByRole('button', { name: /^Nom/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'name,asc' }));
    fireEvent.click(screen.getByRole('button', { name: /^Nom/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'name,desc' }));
    fireEvent.click(screen.getByRole('button', { name: /Suivant|suivante/i }));
    await screen.findByText('Taalif 20');
    expect(router.state.location.search).toEqual({ sort: 'name,desc', page: 2 });
    // Back returns to the previous view.
    act(() => router.history.back());
    await screen.findByText('Taalif 0');
    expect(router.state.location.search).toEqual({ sort: 'name,desc' });
  });

  it('changes the page size from page 1', async () => {
    const load = vi.fn<Load>(async () => page(rows(5), 5));
    const { router } = await renderList('/list?page=3', load);
    await screen.findByText('Taalif 0');
    fireEvent.change(screen.getByRole('combobox', { name: 'Lignes par page' }), {
      target: { value: '100' },
    });
    await waitFor(() => expect(router.state.location.search).toEqual({ size: 100 }));
  });

  it('says when nothing matches', async () => {
    await renderList('/list?q=zzz', async () => page([], 0));
    await screen.findByText('Rien ne correspond');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the list cannot be read, and reads it again on request', async () => {
    let fail = true;
    const load = vi.fn<Load>(async () => {
      if (fail) throw new Error('boom');
      return page(rows(1));
    });
    await renderList('/list', load);
    await screen.findByText('Erreur lors du chargement des choses');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByText('Taalif 0');
    expect(screen.queryByText('Erreur lors du chargement des choses')).toBeNull();
  });

  it('says offline that nothing was deleted, and leaves the row as it is', async () => {
    const remove = vi.fn(() => Promise.reject(new ApiError('network', 0)));
    await renderList('/list', async () => page(rows(2)), remove);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Taalif 0 »' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toastStore.get().at(-1)?.tone).toBe('error'));
    const said = toastStore.get().at(-1)!.description!;
    // Nothing waits for the network: the text must not promise it (defect 7).
    expect(said).toBe('Hors ligne : rien n’a été supprimé. Réessayez une fois en ligne.');
    expect(remove).toHaveBeenCalledWith('id-0');
    expect(screen.getByText('Taalif 0')).toBeTruthy();
  });
});
