/**
 * Saving the timing to the recording (PUT /api/audios/{id} with `vtt` and the `version` the
 * work is based on), the dashboard's way (features/admin/form): refused offline with a
 * message (the draft stays), a 409 on `version` opens the conflict screen (their WebVTT
 * beside mine: keep theirs, or save mine on their version), success shows a toast, makes
 * the saved state the new base (which deletes the draft) and syncs the device at once so
 * its readers' screens highlight with the new timing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Audio } from '@domain/schemas';
import { serializeVtt } from '@domain/vtt/serialize-vtt';
import type { VttVerse } from '@domain/vtt/verses-with-ids';
import { ApiError } from '@client/api/api-error';
import { codeText } from '@client/lib/error-text';
import { syncAfterSave } from '../form/sync-after-save';
import { showToast } from '../form/toasts';
import { putRecord } from '../form/write-record';
import { getRecord } from '../resource/api';
import { savedTiming } from './lib/import-vtt';
import { timingToCues } from './lib/timing';
import type { useTimingDraft } from './use-timing-draft';

type Draft = ReturnType<typeof useTimingDraft>;
export type SaveNotice = 'offline' | 'incomplete' | null;

export function useSaveVtt(audioId: string, verses: readonly VttVerse[], draft: Draft) {
  const { t } = useTranslation('admin-vtt');
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SaveNotice>(null);
  const [conflict, setConflict] = useState<Audio | null>(null);

  /** The WebVTT of the current timing, or null while a verse is untimed. */
  const vttOf = () => {
    const cues = timingToCues(draft.timing, verses);
    return cues && serializeVtt(cues);
  };

  async function save(version = draft.baseVersion): Promise<void> {
    if (saving) return;
    const vtt = vttOf();
    if (vtt === null) {
      setNotice('incomplete');
      return;
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setNotice('offline');
      return;
    }
    setNotice(null);
    setSaving(true);
    try {
      const body = { vtt, version };
      const saved = await putRecord<Audio>(`audios/${audioId}`, body);
      draft.rebase(saved.vtt, saved.version, draft.timing);
      setConflict(null);
      showToast({ tone: 'success', title: t('save.saved') });
      syncAfterSave();
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      if (failure?.offline) setNotice('offline');
      else if (failure?.code === 'stale_version') {
        try {
          setConflict(await getRecord<Audio>(`audios/${audioId}`));
        } catch {
          showToast({ tone: 'error', title: t('save.failed') });
        }
      } else {
        const reason = Object.values(failure?.fields ?? {})
          .map((field) => codeText(field))
          .join(' ');
        showToast({ tone: 'error', title: t('save.failed'), description: reason || undefined });
      }
    } finally {
      setSaving(false);
    }
  }

  function resolveConflict(choice: 'theirs' | 'mine'): void {
    if (!conflict) return;
    const theirs = conflict;
    setConflict(null);
    if (choice === 'theirs') {
      draft.rebase(theirs.vtt, theirs.version, savedTiming(theirs.vtt, verses).timing);
      return;
    }
    draft.adoptVersion(theirs.vtt, theirs.version);
    void save(theirs.version);
  }

  return { save, saving, notice, conflict, resolveConflict, vttOf };
}
