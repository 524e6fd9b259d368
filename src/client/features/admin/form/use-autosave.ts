/**
 * The dashboard's one autosave (every resource form, the users' forms, the subtitle
 * generator): what an administrator is working on, kept on this device in the `drafts`
 * table so a reload, a closed tab, a crash or a lost connection loses nothing.
 *
 * One behaviour everywhere, chosen so nothing is ever overwritten behind anyone's back:
 * - **Restore is offered, never automatic.** An earlier draft that differs from what the
 *   screen opened with is offered (restore / discard, with its time) and kept untouched
 *   until the administrator answers: an automatic restore would silently mix yesterday's
 *   work with the record someone saved since, and writing over an unanswered draft would
 *   lose it.
 * - **Written `AUTOSAVE_DELAY_MS` after the last change** (one delay for every screen: short
 *   enough that a reload a second later finds the work, long enough not to write on every
 *   keystroke), and at once by `flush()` (a refused save, leaving the screen).
 * - **Deleted** when the work comes back to what is saved (`content` null), by a successful
 *   save (`discard()`), or by the administrator (`dropOffer()`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftRow } from '@client/db/db';
import { deleteDraft, readDraft, writeDraft, type DraftKey } from '@client/db/drafts';

export const AUTOSAVE_DELAY_MS = 400;

/** What a draft keeps: the work, the record it started from and that record's version. */
export interface DraftContent {
  values: Record<string, unknown>;
  base: Record<string, unknown>;
  baseVersion: number | null;
}

interface Options {
  key: DraftKey;
  /** The unsaved work now; null when there is none (the draft is deleted). */
  content: DraftContent | null;
  /** Whether an earlier draft holds other work than what the screen opened with (then it is offered). */
  differs: (draft: DraftRow) => boolean;
}

export function useAutosave({ key, content, differs }: Options) {
  const [offer, setOffer] = useState<DraftRow | null>(null);
  const [checked, setChecked] = useState(false);
  const { form, recordId } = key;
  // Compared by value: a screen rebuilds its content on every render.
  const revision = JSON.stringify(content);
  const latest = useRef({ content, revision });
  latest.current = { content, revision };
  const differsRef = useRef(differs);
  differsRef.current = differs;

  useEffect(() => {
    let live = true;
    setChecked(false);
    setOffer(null);
    void readDraft({ form, recordId })
      .then((draft) => {
        if (!live) return;
        if (draft && differsRef.current(draft)) setOffer(draft);
        setChecked(true);
      })
      .catch((error: unknown) => {
        console.warn('Draft unavailable', error);
        if (live) setChecked(true);
      });
    return () => {
      live = false;
    };
  }, [form, recordId]);

  /** The work whose draft was deleted on purpose: no write brings it back until it changes. */
  const dropped = useRef<string | null>(null);

  const flush = useCallback(async () => {
    const { content: now, revision: at } = latest.current;
    if (at === dropped.current) return;
    if (now === null) await deleteDraft({ form, recordId });
    else await writeDraft({ form, recordId, ...now });
  }, [form, recordId]);

  // Only once the earlier draft (if any) was answered, so it is never overwritten.
  const canWrite = checked && !offer;
  /** A write is waiting for its delay: leaving now must still write it. */
  const pending = useRef(false);
  useEffect(() => {
    if (!canWrite) return;
    pending.current = true;
    const timer = setTimeout(() => {
      pending.current = false;
      void flush().catch(warn);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canWrite, flush, revision]);
  useEffect(
    () => () => {
      if (pending.current) void flush().catch(warn);
    },
    [flush],
  );

  const discard = useCallback(() => {
    pending.current = false;
    dropped.current = latest.current.revision;
    return deleteDraft({ form, recordId }).catch(warn);
  }, [form, recordId]);

  return {
    /** False until the earlier draft was looked up. */
    checked,
    /** An earlier draft waiting for "restore" or "discard". */
    offer,
    /** Hands the earlier draft to the screen and resumes autosaving. */
    takeOffer: () => {
      const draft = offer;
      setOffer(null);
      return draft;
    },
    /** Forgets the earlier draft (and its row). */
    dropOffer: () => {
      setOffer(null);
      void discard();
    },
    flush: () => flush().catch(warn),
    discard,
  };
}

const warn = (error: unknown) => console.warn('Draft not written', error);
