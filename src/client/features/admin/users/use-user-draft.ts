/**
 * The new-user form's draft on this device (the dashboard's `drafts` table, form 'user'):
 * restored when the form opens, written 400 ms after the last keystroke, deleted after the
 * account is created. The password is never written: a draft is plain IndexedDB.
 */
import { useEffect, useRef, useState } from 'react';
import { deleteDraft, NEW_RECORD, readDraft, writeDraft } from '@client/db/drafts';

const KEY = { form: 'user', recordId: NEW_RECORD };
const WRITE_DELAY_MS = 400;

export function useUserDraft<Values extends Record<string, string>>(
  values: Values,
  restore: (saved: Partial<Values>) => void,
) {
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    let live = true;
    void readDraft(KEY)
      .then((draft) => {
        if (!live) return;
        if (draft) {
          restoreRef.current(draft.values as Partial<Values>);
          setRestored(true);
        }
      })
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  const json = JSON.stringify(values);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      const saved = JSON.parse(json) as Values;
      const empty = Object.values(saved).every((v) => v === '' || v === 'USER');
      void (empty
        ? deleteDraft(KEY)
        : writeDraft({ ...KEY, values: saved, base: {}, baseVersion: null }));
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [json, ready]);

  return { restored, discard: () => deleteDraft(KEY) };
}
