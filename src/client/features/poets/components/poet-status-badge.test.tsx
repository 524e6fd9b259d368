/** Anonymous traditions were labelled "Décédé". */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDemoMirror } from '../../../../../tests/helpers/demo-mirror';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { PoetCard } from './poet-card';

const mirror = buildDemoMirror();
const poet = (slug: string) => mirror.poets.find((p) => p.slug === slug)!;

afterEach(cleanup);

describe('PoetCard status', { timeout: 20_000 }, () => {
  it('labels no anonymous tradition "Décédé"', async () => {
    const tradition = poet('tradition-kanu-baol');
    await renderInApp(() => <PoetCard poet={tradition} poemCount={1} />);
    await screen.findByText(tradition.name);
    expect(screen.queryByText('Décédé')).toBeNull();
  });

  it('still labels a dated poet who died "Décédé"', async () => {
    const kocc = poet('kocc-barma-fall');
    await renderInApp(() => <PoetCard poet={kocc} poemCount={1} />);
    expect(await screen.findByText('Décédé')).toBeTruthy();
  });
});
