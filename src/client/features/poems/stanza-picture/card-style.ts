/**
 * The stanza card's look: the theme's light palette and the app's bundled typefaces, written
 * out here because a canvas cannot read CSS custom properties from a token's name. The values
 * are the light side of src/client/theme/system.ts's semantic tokens (bg, fg, border) and of
 * palette.ts's primary scale; change them together. Light whatever the reader's theme: a
 * picture sent to someone else is read on their screen, most often on a light chat background.
 */

export const CARD_COLOURS = {
  /** bg (light): the page's paper. */
  paper: '#fbfaf7',
  /** fg (light): verses and title. */
  ink: '#1a1f1c',
  /** fg.muted (light): the poet, the link, the cut note. */
  muted: '#4f5a54',
  /** primary.600 (primary.solid): the band at the top and the rule under the title. */
  accent: '#0b6e4f',
  /** primary.700 (primary.fg, light): the app's name. */
  brand: '#0a5a41',
} as const;

/**
 * Font stacks as the poem page uses them (theme `heading`, poem-text.css's Wolofal): Noto
 * Serif for Latin letters, Noto Naskh Arabic for the interface's Arabic (Noto Serif's faces
 * stop at Latin), Harmattan for Wolofal. The family names are fonts.css's and poem-text.css's.
 */
export const SERIF = "'Noto Serif Variable', 'Noto Naskh Arabic Variable', Georgia, serif";
export const WOLOFAL = "'Harmattan', 'Noto Naskh Arabic Variable', serif";

/** A canvas font shorthand: weight, size in CSS px, family stack. */
export const cardFont = (weight: number, sizePx: number, family: string) =>
  `${weight} ${Math.round(sizePx * 100) / 100}px ${family}`;
