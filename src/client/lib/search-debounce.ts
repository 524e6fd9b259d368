/**
 * SPEC.md section 9: a search as you type follows the field 166 ms after the last keystroke,
 * in the reader's poems search and in every dashboard list alike.
 */
export const SEARCH_DEBOUNCE_MS = 166;
