import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NAV_GROUPS, visibleGroups } from '@client/components/layout/nav-items';
import { db } from '@client/db/db';
import { i18n } from '@client/i18n/i18n';
import { getSystem } from '@client/theme/system';
import { searchNav } from './nav-search';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));
const { default: SearchDialog } = await import('./search-dialog');

const renderDialog = () =>
  render(
    <ChakraProvider value={getSystem()}>
      <SearchDialog open onOpenChange={() => {}} groups={visibleGroups(undefined)} />
    </ChakraProvider>,
  );
const type = (text: string) =>
  act(() => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } }));

describe('search dialog', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await db.poets.clear();
  });
  afterEach(cleanup);

  it('asks for keywords while the query is empty', async () => {
    renderDialog();
    expect((await screen.findByRole('status')).textContent).toBe('Please enter keywords');
  });

  it('says Not Found, with the hint, when nothing matches', async () => {
    renderDialog();
    type('zzzqx');
    expect(await screen.findByText('Not Found')).toBeTruthy();
    expect(screen.getByText('Try checking for typos or using complete words.')).toBeTruthy();
  });

  it('lists matching navigation entries by title or path, grouped, and navigates on pick', async () => {
    renderDialog();
    type('STATIST');
    const hit = await screen.findByRole('button', { name: /Statistics/ });
    expect(screen.getByText(i18n.t('nav.reading'))).toBeTruthy();
    act(() => fireEvent.click(hit));
    expect(navigate).toHaveBeenCalledWith({ to: '/statistics' });
  });

  it('finds poets by name from the offline mirror, accents ignored', async () => {
    await db.poets.put({ id: 'p1', name: 'Serigne Moussa Kâ' } as never);
    renderDialog();
    type('moussa ka');
    expect(await screen.findByRole('button', { name: 'Serigne Moussa Kâ' })).toBeTruthy();
  });
});

describe('searchNav', () => {
  const t = (key: string) => key;
  it('matches paths too, and hides the admin group from visitors', () => {
    expect(searchNav(visibleGroups(undefined), 'vtt', t)).toEqual([]);
    const admin = searchNav(NAV_GROUPS, 'vtt', t);
    expect(admin.map((g) => [g.key, g.hits.map((h) => h.path)])).toEqual([
      ['content', ['/dashboard/poems/vtt-generator']],
    ]);
  });
});
