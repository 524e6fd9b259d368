/**
 * The poem page's measures around its text, read by the client's poem components (Chakra
 * props: token names and CSS values alike) and by the server's first screen
 * (first-screen-styles.ts), so both draw the page the same size and the client's takeover moves
 * nothing. The text itself (stanzas, verses, words) has one renderer and one stylesheet that
 * both sides use: src/ui/poem-text.
 */
export const POEM_TYPE = {
  title: {
    /** Chakra font-size tokens by breakpoint (base below 900 px, md from 900 px). */
    fontSize: { base: '3xl', md: '5xl' },
    lineHeight: { base: '1.15', md: '1.25' },
  },
  /**
   * The room kept for the recitation player, which loads after the page is shown: on a poem
   * with recitations above its text, on a recitation's page above its verses. Without it the
   * player's arrival pushed the verses down by its whole height (a layout shift of 0.18 at
   * 412 px). Its heights in Chromium, French, by breakpoint (base, sm 600 px, md 900 px); a
   * taller player (a 360 px phone, a longer label) moves the text by the difference only.
   */
  playerMinHeight: {
    poem: { base: '18.25rem', sm: '15.5rem', md: '18rem' },
    recording: { base: '20.25rem', sm: '17.5rem', md: '15.25rem' },
  },
} as const;

/** A font size as CSS: a Chakra token (`3xl`) as its variable, a CSS length as itself. */
export const tokenFontSize = (value: string) =>
  /^[\d.]+(rem|em|px)$/.test(value) ? value : `var(--chakra-font-sizes-${value})`;
