import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../tests/helpers/render-in-app';
import { DetailPageFallback } from './detail-page-fallback';

const texts = {
  missing: { title: 'Missing title', body: 'Missing body' },
  error: { title: 'Error title', body: 'Error body' },
};

const renderFallback = (status: 'loading' | 'missing' | 'error') =>
  renderInApp(() => (
    <DetailPageFallback status={status} back={<a href="/list">Back</a>} {...texts} />
  ));

describe('DetailPageFallback', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('shows only an empty busy frame while loading', async () => {
    const { container } = await renderFallback('loading');
    await screen.findByText((_, element) => element?.getAttribute('aria-busy') === 'true');
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says the record is not there, as information, with the way back', async () => {
    await renderFallback('missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Missing title' })).toBeTruthy();
    expect(screen.getByText('Missing body')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByText(/Error/)).toBeNull();
  });

  it('says the mirror could not be read, as an alert, with the way back', async () => {
    await renderFallback('error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error title' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Error body');
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByText(/Missing/)).toBeNull();
  });
});
