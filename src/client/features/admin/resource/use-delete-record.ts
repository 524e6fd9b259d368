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
import type { ErrorCode } from '@domain/error-codes';
import { ApiError } from '@client/api/api-error';
import { errorText } from '@client/lib/error-text';

export interface DeleteTexts {
  /** What the dialog says will happen (SPEC's sentence for difficult words). */
  body: string;
  /** The success toast. */
  done: string;
  /** The failure toast (SPEC: 'Error deleting difficult word'). */
  failed: string;
  /**
   * The resource's own words for a refusal's code (a poet who still has poems), where the
   * errors table's general sentence would say less.
   */
  refusals?: Partial<Record<ErrorCode, string>>;
}

export interface DeleteTarget {
  id: string;
  name: string;
}

export function useDeleteRecord({
  remove,
  texts,
  onDeleted,
}: {
  /** Deletes a record on the server (its resource's `delete`). */
  remove: (id: string) => Promise<void>;
  texts: DeleteTexts;
  onDeleted: (target: DeleteTarget) => void;
}) {
  const { t } = useTranslation('admin');
  const [target, setTarget] = useState<DeleteTarget>();
  const [pending, setPending] = useState(false);

  const explain = (error: unknown): string => {
    if (!(error instanceof ApiError)) return errorText(error);
    if (error.offline) return t('delete.offline');
    return (error.code && texts.refusals?.[error.code]) ?? errorText(error);
  };

  async function confirm() {
    if (!target || pending) return;
    setPending(true);
    try {
      await remove(target.id);
      deleted(target);
    } catch (error) {
      // Someone else deleted it first: it is gone, which is what was asked.
      if (error instanceof ApiError && error.status === 404) deleted(target);
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
