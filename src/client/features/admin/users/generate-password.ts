/**
 * A temporary password an administrator reads out or pastes: 16 characters from an
 * alphabet without look-alikes (no 0/O, 1/l/I), drawn with the browser's CSPRNG without
 * modulo bias. 16 of 55 symbols is about 92 bits: far beyond guessing through the
 * rate-limited login, and within the domain's 8 to 200 characters.
 */
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 16;

/** A new random password. */
export function generatePassword(
  random: (bytes: Uint8Array) => void = (b) => void crypto.getRandomValues(b),
): string {
  const limit = 256 - (256 % ALPHABET.length);
  let password = '';
  const bytes = new Uint8Array(LENGTH * 2);
  while (password.length < LENGTH) {
    random(bytes);
    for (const byte of bytes) {
      if (byte < limit && password.length < LENGTH) password += ALPHABET[byte % ALPHABET.length];
    }
  }
  return password;
}
