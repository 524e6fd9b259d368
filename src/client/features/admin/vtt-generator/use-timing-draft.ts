/**
 * The timing being made, with its undo history, kept as a draft on this device (the
 * dashboard's one autosave, `../form/use-autosave.ts`: form `vtt-generator`, keyed by
 * recording) so a reload, a closed tab or a crash loses no stamp. An earlier draft is
 * offered back when the recording is opened again (restore or discard), and deleted by a
 * successful save. It remembers the version the work started from, so a save after a
 * restore still meets the conflict screen if someone saved since.
 */
import { useCallback, useState } from 'react';
import { useAutosave } from '../form/use-autosave';
import type { Span, Timing } from './lib/timing';

export const DRAFT_FORM = 'vtt-generator';
const HISTORY_LIMIT = 200;

interface Opened {
  audioId: string;
  /** The timing the saved WebVTT gives (or an empty one). */
  timing: Timing;
  /** The saved WebVTT, as loaded (the conflict view's "before"). */
  vtt: string | null;
  version: number;
}

const isSpan = (value: unknown): value is Span =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as Span).start) &&
  Number.isFinite((value as Span).end);

/** A stored draft's timing, if it still fits the poem's verses (restore at the boundary). */
function restoreTiming(value: unknown, count: number): Timing | null {
  if (!Array.isArray(value) || value.length !== count) return null;
  return value.every((span) => span === null || isSpan(span)) ? (value as Timing) : null;
}

const same = (a: Timing, b: Timing) => JSON.stringify(a) === JSON.stringify(b);

export function useTimingDraft(opened: Opened) {
  const [timing, setTimingState] = useState<Timing>(opened.timing);
  const [history, setHistory] = useState<Timing[]>([]);
  const [baseVersion, setBaseVersion] = useState(opened.version);
  const [baseVtt, setBaseVtt] = useState(opened.vtt);
  /** What the server holds, as far as this screen knows: a change from it is unsaved work. */
  const [saved, setSaved] = useState({ timing: opened.timing, version: opened.version });
  const { audioId } = opened;
  const dirty = !same(timing, saved.timing) || baseVersion !== saved.version;
  const autosave = useAutosave({
    key: { form: DRAFT_FORM, recordId: audioId },
    content: dirty ? { values: { timing }, base: { vtt: baseVtt }, baseVersion } : null,
    differs: (draft) => {
      const earlier = restoreTiming(draft.values.timing, opened.timing.length);
      return earlier !== null && !same(earlier, opened.timing);
    },
  });

  /** Replaces the timing; `undoable` changes (stamps, edits, a draft) go on the undo history. */
  const setTiming = useCallback((next: Timing, undoable = true) => {
    setTimingState((current) => {
      if (undoable && !same(current, next)) {
        setHistory((h) => [...h.slice(-HISTORY_LIMIT + 1), current]);
      }
      return next;
    });
  }, []);

  const undo = useCallback(() => {
    setHistory((h) => {
      const previous = h.at(-1);
      if (previous) setTimingState(previous);
      return h.slice(0, -1);
    });
  }, []);

  return {
    timing,
    setTiming,
    undo,
    canUndo: history.length > 0,
    /** The version (and WebVTT) the work is based on: sent with the save. */
    baseVersion,
    baseVtt,
    /** An earlier draft of this recording, offered until restored or discarded. */
    offer: autosave.offer,
    dirty,
    /** Takes the offered draft: its timing, on the version it started from. */
    restoreDraft() {
      const draft = autosave.takeOffer();
      const earlier = draft && restoreTiming(draft.values.timing, opened.timing.length);
      if (!draft || !earlier) return;
      setTiming(earlier);
      setBaseVersion(draft.baseVersion ?? opened.version);
      setBaseVtt(typeof draft.base.vtt === 'string' ? draft.base.vtt : null);
    },
    /** Forgets the offered draft. */
    discardDraft: autosave.dropOffer,
    /** After a save (or on taking the server's version in a conflict): what the server holds. */
    rebase(vtt: string | null, version: number, serverTiming: Timing) {
      setSaved({ timing: serverTiming, version });
      setBaseVersion(version);
      setBaseVtt(vtt);
      setTimingState(serverTiming);
    },
    /** Keeps my timing but bases it on the server's newer version (a conflict: "keep mine"). */
    adoptVersion(vtt: string | null, version: number) {
      setBaseVersion(version);
      setBaseVtt(vtt);
    },
  };
}
