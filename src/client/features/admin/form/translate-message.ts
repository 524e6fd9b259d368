/**
 * The domain's validation messages (English, the same on client and server) as the
 * administrator's language: each known message has a key in `admin-form:validation`. A
 * message we do not know (a new schema's, or the server's own) is shown as it came, never
 * dropped: a message in English beats a field that silently refuses to save.
 */
import type { TFunction } from 'i18next';

type ValidationKey =
  | 'wordRequired'
  | 'definitionRequired'
  | 'nameRequired'
  | 'titleRequired'
  | 'contentRequired'
  | 'yearWhole'
  | 'yearRange'
  | 'imageUrl'
  | 'httpUrl'
  | 'deathBeforeBirth'
  | 'status'
  | 'invalidId'
  | 'tooManyTags'
  | 'tagTaken'
  | 'referenceMissing'
  | 'invalid';

const KNOWN: Record<string, ValidationKey> = {
  'Word is required': 'wordRequired',
  'Definition is required': 'definitionRequired',
  'Name is required': 'nameRequired',
  'Title is required': 'titleRequired',
  'Content is required': 'contentRequired',
  'Year must be a whole number': 'yearWhole',
  'Year is out of range': 'yearRange',
  'Must be an http(s) URL or a path': 'imageUrl',
  'Must be an http(s) URL': 'httpUrl',
  'Death year must not be before birth year': 'deathBeforeBirth',
  'Status must be active or deceased': 'status',
  'Must be a valid id': 'invalidId',
  'At most 50 tags': 'tooManyTags',
  'A tag with this name already exists': 'tagTaken',
};

/** `message` in the interface language (`t` of the admin-form namespace). */
export function translateMessage(t: TFunction<'admin-form'>, message: string): string {
  const known = KNOWN[message];
  if (known) return t(`validation.${known}`);
  const tooLong = /^At most (\d+) characters$/.exec(message);
  if (tooLong) return t('validation.tooLong', { max: tooLong[1] });
  if (/ not found$/.test(message)) return t('validation.referenceMissing');
  // zod's own messages for a wrong type ("Invalid input: expected number, received NaN").
  if (/^Invalid\b/.test(message)) return t('validation.invalid');
  return message;
}
