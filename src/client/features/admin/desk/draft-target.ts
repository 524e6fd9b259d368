/**
 * Where a draft kept on this device (the `drafts` table, ../form/use-autosave.ts) is taken up
 * again, and what it is called: the form it was typed in and the record it edits ('new' for
 * a record not created yet). Forms are the kit's (`FormName`) plus the new-user form and the
 * subtitle generator; a form this list does not know (an older app's) gets no link.
 */
import { NEW_RECORD } from '@client/db/drafts';
import type { DraftRow } from '@client/db/db';
import type { DashboardScreen, RecordRoute } from '@client/route-paths';
import { DRAFT_FORM as TIMING_FORM } from '../vtt-generator/use-timing-draft';

type DraftLink =
  | { to: DashboardScreen; params?: undefined; search?: undefined }
  | { to: RecordRoute; params: { id: string }; search?: undefined }
  | { to: '/dashboard/poems/vtt-generator'; params?: undefined; search: { audio: string } };

/** The menu label (`common:nav.admin.*`) of the section a form belongs to. */
type DraftSection =
  | 'poems'
  | 'difficult-words'
  | 'audios'
  | 'poets'
  | 'singers'
  | 'users'
  | 'themes'
  | 'tags'
  | 'vttGenerator';

interface FormScreens {
  section: DraftSection;
  create?: DashboardScreen;
  edit?: RecordRoute;
}

const FORMS: Record<string, FormScreens> = {
  poem: { section: 'poems', create: '/dashboard/poems/new', edit: '/dashboard/poems/$id/edit' },
  'difficult-word': {
    section: 'difficult-words',
    create: '/dashboard/difficult-words/new',
    edit: '/dashboard/difficult-words/$id/edit',
  },
  audio: { section: 'audios', create: '/dashboard/audios/new', edit: '/dashboard/audios/$id/edit' },
  poet: { section: 'poets', create: '/dashboard/poets/new', edit: '/dashboard/poets/$id/edit' },
  singer: {
    section: 'singers',
    create: '/dashboard/singers/new',
    edit: '/dashboard/singers/$id/edit',
  },
  user: { section: 'users', create: '/dashboard/users/new' },
  theme: { section: 'themes', create: '/dashboard/themes/new', edit: '/dashboard/themes/$id/edit' },
  tag: { section: 'tags', create: '/dashboard/tags/new', edit: '/dashboard/tags/$id/edit' },
  [TIMING_FORM]: { section: 'vttGenerator' },
};

/** The screen that offers this draft back, or undefined for a form this app does not have. */
export function draftLink(draft: Pick<DraftRow, 'form' | 'recordId'>): DraftLink | undefined {
  if (draft.form === TIMING_FORM)
    return { to: '/dashboard/poems/vtt-generator', search: { audio: draft.recordId } };
  const screens = Object.hasOwn(FORMS, draft.form) ? FORMS[draft.form] : undefined;
  if (!screens) return undefined;
  if (draft.recordId === NEW_RECORD) return screens.create && { to: screens.create };
  return screens.edit && { to: screens.edit, params: { id: draft.recordId } };
}

/** The section of the draft's form (its menu label), or undefined for an unknown form. */
export const draftSection = (draft: Pick<DraftRow, 'form'>): DraftSection | undefined =>
  Object.hasOwn(FORMS, draft.form) ? FORMS[draft.form]!.section : undefined;

const NAME_FIELDS = ['title', 'name', 'word', 'name.fr', 'name.en', 'email'];

/** The name typed in the draft (a title, a name, a word), or the record as loaded; '' if none. */
export function draftName(draft: Pick<DraftRow, 'values' | 'base'>): string {
  for (const source of [draft.values, draft.base]) {
    for (const field of NAME_FIELDS) {
      const value = source[field];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return '';
}
