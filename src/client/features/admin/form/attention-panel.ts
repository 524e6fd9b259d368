/** The frame of a panel the administrator must read before going on (a conflict, a merged save). */
export const ATTENTION_PANEL = {
  as: 'section',
  borderWidth: '2px',
  borderColor: 'warning.solid',
  rounded: 'xl',
  p: { base: '3', md: '5' },
} as const;
