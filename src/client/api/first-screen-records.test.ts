import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_DATA_ID } from '@domain/first-screen/first-screen-records';
import { carriedRecords, forgetCarriedRecords } from './first-screen-records';

const POEM_ID = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';

function carry(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_SCREEN_DATA_ID;
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => {
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
  forgetCarriedRecords();
});

describe('carriedRecords', () => {
  it('gives the records the page carried for that page and record only', () => {
    carry(
      JSON.stringify({
        page: 'poem',
        poem: { id: POEM_ID, title: 'Gërëm na baay </script>' },
        words: [],
      }).replace(/</g, '\\u003c'),
    );
    expect(carriedRecords('poem', POEM_ID)?.poem.title).toBe('Gërëm na baay </script>');
    expect(carriedRecords('poem', 'another-id')).toBeUndefined();
    expect(carriedRecords('audio', POEM_ID)).toBeUndefined();
  });

  it('has none without a block, or with a damaged one', () => {
    expect(carriedRecords('poem', POEM_ID)).toBeUndefined();
    forgetCarriedRecords();
    carry('{"page":"poem","poem":');
    expect(carriedRecords('poem', POEM_ID)).toBeUndefined();
  });
});
