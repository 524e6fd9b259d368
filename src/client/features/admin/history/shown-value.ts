/** A field's value as the history and the audit log print it: a dash when empty, JSON when structured. */
export const shownValue = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);
