/** How the verse being recited looks on the poem's text (the verses belong to the poem screen). */
import { Global } from '@emotion/react';

const CURRENT = '[data-verse-index][aria-current="true"]';

export function VerseHighlightStyles() {
  return (
    <Global
      styles={{
        [CURRENT]: {
          backgroundColor: 'var(--chakra-colors-primary-subtle)',
          boxShadow: 'inset 3px 0 0 var(--chakra-colors-primary-solid)',
          borderRadius: '4px',
          transition: 'background-color 120ms ease-out',
        },
        [`html[dir="rtl"] ${CURRENT}`]: {
          boxShadow: 'inset -3px 0 0 var(--chakra-colors-primary-solid)',
        },
        'html[data-verse-seek="on"] [data-verse-index]': { cursor: 'pointer' },
        '@media (prefers-reduced-motion: reduce)': { [CURRENT]: { transition: 'none' } },
      }}
    />
  );
}
