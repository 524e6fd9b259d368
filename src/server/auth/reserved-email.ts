/**
 * Email addresses nobody may register: the reserved `.invalid` top-level domain (RFC 2606)
 * is where we mint `<subject>@<provider>.invalid` for provider accounts without an email,
 * so a registration there could squat the address a future social sign-in needs.
 */

/** True when the domain of `email` is `invalid` or ends in `.invalid` (any case, final dot). */
export function isReservedEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, '');
  return domain === 'invalid' || domain.endsWith('.invalid');
}
