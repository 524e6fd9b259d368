/**
 * The form's draft on this device: read once when the form opens (an earlier draft that
 * differs from what the form shows is offered back, and kept untouched until the
 * administrator answers), then written as they type, 400 ms after the last keystroke, and
 * deleted when the values come back to the saved ones. `flush()` writes at once (an offline
 * save, a leave); `discard()` deletes (a successful save).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftRow } from '@client/db/db';
import { deleteDraft, readDraft, writeDraft, type DraftKey } from '@client/db/drafts';
import { sameValue, type FormValues } from './form-spec';

const WRITE_DELAY_MS = 400;

export const sameValues = (a: FormValues, b: FormValues): boolean =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => sameValue(a[k], b[k]));

interface Snapshot {
  values: FormValues;
  base: FormValues;
  baseVersion: number | null;
}

export function useFormDraft(key: DraftKey, snapshot: Snapshot, opened: FormValues) {
  const [offer, setOffer] = useState<DraftRow | null>(null);
  const [checked, setChecked] = useState(false);
  const latest = useRef(snapshot);
  latest.current = snapshot;
  const { form, recordId } = key;

  useEffect(() => {
    let live = true;
    setChecked(false);
    void readDraft({ form, recordId })
      .then((draft) => {
        if (!live) return;
        if (draft && !sameValues(draft.values as FormValues, opened)) setOffer(draft);
        setChecked(true);
      })
      .catch((error: unknown) => {
        console.warn('Draft unavailable', error);
        if (live) setChecked(true);
      });
    return () => {
      live = false;
    };
    // The draft is looked up once per form and record; `opened` is that record's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, recordId]);

  /** The values whose draft was deleted on purpose: no write brings it back until they change. */
  const droppedValues = useRef<FormValues | null>(null);

  const flush = useCallback(async () => {
    const { values, base, baseVersion } = latest.current;
    if (values === droppedValues.current) return;
    if (sameValues(values, base)) await deleteDraft({ form, recordId });
    else await writeDraft({ form, recordId, values, base, baseVersion });
  }, [form, recordId]);

  // Autosave: only once the earlier draft (if any) was answered, so it is never overwritten.
  const canWrite = checked && !offer;
  /** A write is waiting for its delay: leaving now must still write it. */
  const pending = useRef(false);
  useEffect(() => {
    if (!canWrite) return;
    pending.current = true;
    const timer = setTimeout(() => {
      pending.current = false;
      void flush().catch(warn);
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canWrite, flush, snapshot.values, snapshot.base]);
  useEffect(
    () => () => {
      if (pending.current) void flush().catch(warn);
    },
    [flush],
  );

  const discard = useCallback(() => {
    pending.current = false;
    droppedValues.current = latest.current.values;
    return deleteDraft({ form, recordId }).catch(warn);
  }, [form, recordId]);

  return {
    /** An earlier draft waiting for "restore" or "discard". */
    offer,
    /** Hands the earlier draft to the form and resumes autosaving. */
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
