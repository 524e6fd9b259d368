import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/helpers/render-in-app';
import { Pagination } from './pagination';

async function renderPages(page: number, pageCount: number, language = 'fr') {
  const onPage = vi.fn();
  await renderInApp(
    () => (
      <Pagination label="Pages de résultats" page={page} pageCount={pageCount} onPage={onPage} />
    ),
    { language },
  );
  return onPage;
}

describe('Pagination', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('is not there when everything fits on one page', async () => {
    await renderInApp(() => (
      <>
        <p>Liste</p>
        <Pagination label="Pages" page={1} pageCount={1} onPage={() => {}} />
      </>
    ));
    await screen.findByText('Liste');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the navigation as the screen says and moves one page either way', async () => {
    const onPage = await renderPages(2, 3);
    const nav = await screen.findByRole('navigation', { name: 'Pages de résultats' });
    expect(within(nav).getByText('Page 2 sur 3')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Précédente' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Suivante' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go before the first page nor past the last', async () => {
    await renderPages(1, 2);
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('button', { name: 'Précédente' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(nav).getByRole('button', { name: 'Suivante' })).toHaveProperty('disabled', false);
    cleanup();
    await renderPages(2, 2);
    const last = await screen.findByRole('navigation');
    expect(within(last).getByRole('button', { name: 'Suivante' })).toHaveProperty('disabled', true);
  });

  it('writes the page numbers in the reader’s language', async () => {
    await renderPages(12, 1500, 'en');
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByText('Page 12 of 1,500')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeTruthy();
  });
});
