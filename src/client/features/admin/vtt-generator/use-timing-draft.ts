/**
 * The timing being made, with its undo history, kept as a draft on this device (the
 * dashboard's `drafts` table, form `vtt-generator`, keyed by recording) so a reload, a
 * closed tab or a crash loses no stamp. The draft is written 300 ms after the last change,
 * read back when the recording is opened again (the screen says so and offers to discard
 * it), and deleted by a successful save. It remembers the version the work started from,
 * so a save after a restore still meets the conflict screen if someone saved since.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteDraft, readDraft, writeDraft } from '@client/db/drafts';
import type { Span, Timing } from './lib/timing';

export const DRAFT_FORM = 'vtt-generator';
const WRITE_DELAY_MS = 300;
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
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  /** What the server holds, as far as this screen knows: a change from it is unsaved work. */
  const [saved, setSaved] = useState({ timing: opened.timing, version: opened.version });
  const [ready, setReady] = useState(false);
  const { audioId } = opened;
  const key = { form: DRAFT_FORM, recordId: audioId };

  useEffect(() => {
    let live = true;
    readDraft({ form: DRAFT_FORM, recordId: audioId })
      .then((draft) => {
        if (!live) return;
        const restored = draft && restoreTiming(draft.values.timing, opened.timing.length);
        if (draft && restored && !same(restored, opened.timing)) {
          setTimingState(restored);
          setBaseVersion(draft.baseVersion ?? opened.version);
          setBaseVtt(typeof draft.base.vtt === 'string' ? draft.base.vtt : null);
          setRestoredAt(draft.savedAt);
        }
        setReady(true);
      })
      .catch((error: unknown) => {
        console.warn('Draft unavailable', error);
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
    // Read once per recording; `opened` is that recording's saved state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [audioId]);

  const latest = useRef({ timing, baseVersion, baseVtt });
  latest.current = { timing, baseVersion, baseVtt };
  const dirty = !same(timing, saved.timing) || baseVersion !== saved.version;

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      const { timing: now, baseVersion: version, baseVtt: vtt } = latest.current;
      const write = dirty
        ? writeDraft({
            form: DRAFT_FORM,
            recordId: audioId,
            values: { timing: now },
            base: { vtt },
            baseVersion: version,
          })
        : deleteDraft({ form: DRAFT_FORM, recordId: audioId });
      write.catch((error: unknown) => console.warn('Draft not written', error));
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, dirty, timing, audioId]);

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
    /** When a draft was restored on opening (null if none was). */
    restoredAt,
    ready,
    dirty,
    /** After a save (or on taking the server's version in a conflict): what the server holds. */
    rebase(vtt: string | null, version: number, serverTiming: Timing) {
      setSaved({ timing: serverTiming, version });
      setBaseVersion(version);
      setBaseVtt(vtt);
      setTimingState(serverTiming);
      setRestoredAt(null);
    },
    /** Keeps my timing but bases it on the server's newer version (a conflict: "keep mine"). */
    adoptVersion(vtt: string | null, version: number) {
      setBaseVersion(version);
      setBaseVtt(vtt);
    },
    discardDraft() {
      setTimingState(saved.timing);
      setBaseVersion(saved.version);
      setBaseVtt(opened.vtt);
      setRestoredAt(null);
      setHistory([]);
      return deleteDraft(key).catch(() => undefined);
    },
  };
}
