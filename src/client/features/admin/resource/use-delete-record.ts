/**
 * The dashboard's one way to delete a record: ask (the confirm dialog opens), confirm (the
 * server deletes it), and only then does the record leave the screen: no undo timer that
 * could lose the write, no row hidden before the server agreed. After a delete this device
 * syncs at once, so its public screens (read from the mirror) drop the item through the
 * tombstone; other devices get it at their next sync. A refusal (a poet who still has
 * poems) or a failure keeps the record and says why in a toast; so does being offline.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import { syncAfterSave } from '../form/sync-after-save';
import { showToast } from '../form/toasts';
import { deleteRecord, type AdminCallError } from './api';

export interface DeleteTexts {
  /** What the dialog says will happen (SPEC's sentence for difficult words). */
  body: string;
  /** The success toast. */
  done: string;
  /** The failure toast (SPEC: 'Error deleting difficult word'). */
  failed: string;
  /** The resource's own refusals explained: the API's message → a sentence in the reader's language. */
  refusals?: Record<string, string>;
}

/** Server refusals the dashboard explains in the reader's language (by the API's message). */
const REFUSALS: Record<string, 'delete.poetHasPoems'> = {
  'Poet still has poems': 'delete.poetHasPoems',
};

export interface DeleteTarget {
  id: string;
  name: string;
}

export function useDeleteRecord({
  path,
  texts,
  onDeleted,
}: {
  /** The API path of a record (`difficult-words/<id>`). */
  path: (id: string) => string;
  texts: DeleteTexts;
  onDeleted: (target: DeleteTarget) => void;
}) {
  const { t } = useTranslation('admin');
  const [target, setTarget] = useState<DeleteTarget>();
  const [pending, setPending] = useState(false);

  const explain = (error: AdminCallError): string => {
    if (error.offline) return t('delete.offline');
    const own = texts.refusals?.[error.message];
    if (own) return own;
    const refusal = REFUSALS[error.message];
    return refusal ? t(refusal) : error.message;
  };

  async function confirm() {
    if (!target || pending) return;
    setPending(true);
    try {
      await deleteRecord(path(target.id));
      deleted(target);
    } catch (failure) {
      const error = failure as AdminCallError;
      // Someone else deleted it first: it is gone, which is what was asked.
      if (error.status === 404) deleted(target);
      else showToast({ tone: 'error', title: texts.failed, description: explain(error) });
    } finally {
      setPending(false);
      setTarget(undefined);
    }
  }

  function deleted(record: DeleteTarget) {
    showToast({ tone: 'success', title: texts.done, description: record.name });
    syncAfterSave();
    onDeleted(record);
  }

  return {
    target,
    pending,
    ask: (record: DeleteTarget) => setTarget(record),
    cancel: () => {
      if (!pending) setTarget(undefined);
    },
    confirm: () => void confirm(),
  };
}

export type DeleteController = ReturnType<typeof useDeleteRecord>;
