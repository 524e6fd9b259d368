/**
 * Two revisions of one record compared field by field, for the History screen and the audit
 * log: long texts verse by verse (compare-verses.ts), every other field as its value before and
 * after. A localized text ({ fr, en, … }) is one text per language (`translations.fr`). Only
 * fields that differ are listed, in the order the later revision names them.
 */
import { compareVerses, type VerseComparison } from './compare-verses';

export type FieldComparison =
  | { field: string; kind: 'text'; comparison: VerseComparison }
  | { field: string; kind: 'value'; before: unknown; after: unknown };

type Values = Record<string, unknown>;

/** Never compared: the id is the record's own, the same on both sides. */
const IGNORED = new Set(['id']);

/** Fields read as texts of verses or paragraphs whether or not they hold a line break today. */
const LONG_TEXTS = new Set([
  'content',
  'wolofal',
  'historicalContext',
  'vtt',
  'definition',
  'explanation',
  'biography',
  'translations',
  'summary',
]);

/** Whether a field path (`content`, `translations.fr`) holds verses or paragraphs. */
export const isLongText = (path: string) => LONG_TEXTS.has(path.split('.')[0]!);

const isLocalized = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => v === null || typeof v === 'string');

/** `translations: { fr: 'a' }` → `translations.fr: 'a'`; other fields as they are. */
function flatten(values: Values): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [field, value] of Object.entries(values)) {
    if (IGNORED.has(field)) continue;
    if (isLocalized(value) && LONG_TEXTS.has(field)) {
      for (const [lang, text] of Object.entries(value)) flat.set(`${field}.${lang}`, text);
    } else flat.set(field, value);
  }
  return flat;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isText = (field: string, before: unknown, after: unknown) =>
  (typeof before === 'string' || before == null) &&
  (typeof after === 'string' || after == null) &&
  (LONG_TEXTS.has(field.split('.')[0]!) ||
    [before, after].some((v) => typeof v === 'string' && v.includes('\n')));

/** The fields that differ between `before` and `after` (undefined `before`: a creation). */
export function compareRecords(before: Values | undefined, after: Values): FieldComparison[] {
  const old = flatten(before ?? {});
  const now = flatten(after);
  const fields = [...new Set([...now.keys(), ...old.keys()])];
  const compared: FieldComparison[] = [];
  for (const field of fields) {
    const a = old.get(field);
    const b = now.get(field);
    if (same(a, b)) continue;
    compared.push(
      isText(field, a, b)
        ? {
            field,
            kind: 'text',
            comparison: compareVerses((a as string | null) ?? '', (b as string | null) ?? ''),
          }
        : { field, kind: 'value', before: a ?? null, after: b ?? null },
    );
  }
  return compared;
}

/** What names a record in a list: a poem's or recording's title, a poet's name, a word. */
export function recordName(values: Values | undefined): string | null {
  for (const key of ['title', 'name', 'word', 'displayName', 'email']) {
    const value = values?.[key];
    if (typeof value === 'string' && value.trim()) return value;
    if (isLocalized(value)) {
      const first = Object.values(value).find((v) => typeof v === 'string' && v.trim());
      if (typeof first === 'string') return first;
    }
  }
  return null;
}

/** A changed field as the audit log shows it: its value before and after, long ones clipped. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const clip = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > max ? `${value.slice(0, max)}…` : value;

/** The lines of a text comparison that differ, as they stand on one side (null: none). */
const changedLines = (comparison: VerseComparison, side: 'before' | 'after') => {
  const own = side === 'before' ? 'removed' : 'added';
  const lines = comparison.lines.flatMap((line) =>
    line.kind === 'changed' ? [line[side]] : line.kind === own ? [line.text] : [],
  );
  return lines.some((l) => l.trim()) ? lines.join('\n') : null;
};

/**
 * The fields a save changed, each before and after; for a long text, only its verses that
 * changed (the History screen shows them in place). Strings longer than `max` are clipped.
 */
export function changedFieldValues(
  before: Values | undefined,
  after: Values,
  max = 300,
): FieldChange[] {
  return compareRecords(before, after).map((change) =>
    change.kind === 'value'
      ? { field: change.field, before: clip(change.before, max), after: clip(change.after, max) }
      : {
          field: change.field,
          before: clip(changedLines(change.comparison, 'before'), max),
          after: clip(changedLines(change.comparison, 'after'), max),
        },
  );
}
