/**
 * A like shows exactly one more: the outbox moves the mirrored count
 * and the button remembers the like, and the two must not add up. The poem comes from the
 * real mirror (fake-indexeddb) through a live query, as on the poem page.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@client/db/db';
import { recordLike } from '@client/sync/outbox';
import { poemRow } from '@client/sync/testing/fake-feed';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { usePoem } from '../hooks/use-poem';
import { PoemActions } from './poem-actions';

function MirroredPoemActions({ id }: { id: string }) {
  const state = usePoem(id);
  if (state.status !== 'ready') return null;
  return (
    <PoemActions
      poem={state.poem}
      canLike
      onLike={(poemId) => void recordLike(poemId)}
      onShare={async () => 'copied'}
    />
  );
}

describe('PoemActions: liking', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    await db.poems.put({ ...poemRow('p1', 1), likes: 1 });
  });
  afterEach(cleanup);

  it('shows the count plus one once the mirror has counted the like too', async () => {
    await renderInApp(() => <MirroredPoemActions id="p1" />);
    await screen.findByText('J’aime : 1');
    fireEvent.click(screen.getByRole('button', { name: 'J’aime' }));
    await waitFor(async () => expect((await db.poems.get('p1'))?.likes).toBe(2));
    await waitFor(() => expect(screen.getByText('J’aime : 2')).toBeTruthy());
    // Another change to the mirrored row, shown once the live query has read the row again,
    // after the like: still exactly one more.
    await db.poems.update('p1', { views: 5 });
    await screen.findByText('Vues : 5');
    expect(screen.queryByText('J’aime : 3')).toBeNull();
    expect(screen.getByText('J’aime : 2')).toBeTruthy();
  });
});
