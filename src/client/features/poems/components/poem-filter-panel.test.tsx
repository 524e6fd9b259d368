import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDemoMirror } from '../../../../../tests/helpers/demo-mirror';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import type { PoemSearch } from '../poem-search';
import { PoemFilterPanel } from './poem-filter-panel';

const mirror = buildDemoMirror();

async function renderPanel(search: PoemSearch) {
  const onApply = vi.fn();
  const onReset = vi.fn();
  await renderInApp(() => (
    <PoemFilterPanel
      search={search}
      poets={mirror.poets}
      tags={mirror.tags}
      onApply={onApply}
      onReset={onReset}
    />
  ));
  // The form's code loads when the reader opens it.
  const toggle = await screen.findByRole('button', { name: 'Filtres avancés' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('form')).toBeNull();
  fireEvent.click(toggle);
  await screen.findByRole('form', { name: 'Critères de filtrage' });
  return { onApply, onReset };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('PoemFilterPanel', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('offers every SPEC field, reachable from its toggle button', async () => {
    await renderPanel({});
    const toggle = screen.getByRole('button', { name: 'Filtres avancés' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    for (const label of [
      'Titre',
      'Contenu',
      'Poète',
      'Étiquette',
      'Année de début',
      'Année de fin',
      'Vues minimum',
      'J’aime minimum',
      'Avec récitation',
      'Avec couverture',
    ])
      expect(field(label), label).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.hidden).toBe(true);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('keeps what was typed when the form is closed and opened again', async () => {
    await renderPanel({});
    fireEvent.change(field('Titre'), { target: { value: 'leeb' } });
    const toggle = screen.getByRole('button', { name: 'Filtres avancés' });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(field('Titre').value).toBe('leeb');
  });

  it('notes how many criteria are applied, and none when nothing is', async () => {
    const poet = mirror.poets[0]!.id;
    await renderPanel({
      q: 'begg',
      theme: 'sagesse',
      title: 'leeb',
      poet,
      minLikes: 0,
      withAudio: true,
    });
    expect(screen.getByTestId('filter-note').textContent).toBe(
      'Filtrage actif (critères appliqués : 4)',
    );
    cleanup();
    await renderPanel({ q: 'begg', theme: 'sagesse' });
    expect(screen.queryByTestId('filter-note')).toBeNull();
  });

  it('applies the typed criteria, and only on Apply', async () => {
    const { onApply } = await renderPanel({});
    fireEvent.change(field('Titre'), { target: { value: '  Gërëm ' } });
    fireEvent.change(field('Année de début'), { target: { value: '1900' } });
    fireEvent.change(field('Vues minimum'), { target: { value: '3' } });
    fireEvent.click(field('Avec récitation'));
    fireEvent.change(field('Étiquette'), { target: { value: mirror.tags[1]!.id } });
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(onApply).toHaveBeenCalledWith({
      title: 'Gërëm',
      tag: mirror.tags[1]!.id,
      yearFrom: 1900,
      minViews: 3,
      withAudio: true,
    });
  });

  it('refuses a year range in the wrong order or a bad number, on the field, keeping what was typed', async () => {
    const { onApply } = await renderPanel({});
    fireEvent.change(field('Année de début'), { target: { value: '2000' } });
    fireEvent.change(field('Année de fin'), { target: { value: '1990' } });
    fireEvent.change(field('J’aime minimum'), { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('L’année de fin doit suivre l’année de début')).toBeTruthy();
    expect(screen.getByText('Entrez 0 ou plus')).toBeTruthy();
    expect(field('Année de début').value).toBe('2000');
  });

  it('resets every criterion and empties the fields', async () => {
    const { onReset } = await renderPanel({ title: 'leeb', minViews: 4, withCover: true });
    expect(field('Titre').value).toBe('leeb');
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(field('Titre').value).toBe('');
    expect(field('Vues minimum').value).toBe('');
    expect(field('Avec couverture').checked).toBe(false);
  });
});
