/** How the verse being recited looks on the poem's text (the verses belong to the poem screen). */
import { Global } from '@emotion/react';

const CURRENT = '[data-verse-index][aria-current="true"]';

export function VerseHighlightStyles() {
  return (
    <Global
      styles={{
        [CURRENT]: {
          backgroundColor: 'var(--chakra-colors-primary-subtle)',
          // A bar on the verse's own start side (Wolof is left-to-right also in the Arabic UI);
          // the negative margin keeps the text exactly where it was.
          borderInlineStart: '3px solid var(--chakra-colors-primary-solid)',
          marginInlineStart: '-3px',
          borderRadius: '4px',
          transition: 'background-color 120ms ease-out',
        },
        'html[data-verse-seek="on"] [data-verse-index]': { cursor: 'pointer' },
        '@media (prefers-reduced-motion: reduce)': { [CURRENT]: { transition: 'none' } },
      }}
    />
  );
}
