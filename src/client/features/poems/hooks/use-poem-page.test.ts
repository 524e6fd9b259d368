import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCarriedRecords } from '@client/api/first-screen-records';
import { FIRST_SCREEN_DATA_ID } from '@domain/first-screen/first-screen-records';
import { preparePoemPage, usePoemPage } from './use-poem-page';

const POEM_ID = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';

afterEach(() => {
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
  forgetCarriedRecords();
  vi.restoreAllMocks();
});

describe('the poem page on a first visit', () => {
  it('draws the poem its HTML carried, without asking the API', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_SCREEN_DATA_ID;
    block.textContent = JSON.stringify({
      page: 'poem',
      poem: { id: POEM_ID, title: 'Gërëm na baay', content: 'Gërëm na baay', poetId: 'p' },
      poet: { id: 'p', name: 'Kocc Barma' },
      words: [],
    });
    document.body.append(block);
    const fetching = vi.spyOn(globalThis, 'fetch');

    await preparePoemPage(POEM_ID);
    const { result } = renderHook(() => usePoemPage(POEM_ID));

    expect(result.current.state).toMatchObject({
      status: 'ready',
      poem: { title: 'Gërëm na baay' },
      poet: { name: 'Kocc Barma' },
    });
    expect(fetching).not.toHaveBeenCalled();
  });
});
