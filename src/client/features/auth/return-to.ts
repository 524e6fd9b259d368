/** The `returnTo` of the sign-in pages, made safe: a path on this site, never another origin. Pure. */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  if (value.startsWith('/\\') || /[\r\n]/.test(value)) return undefined;
  return value;
}
