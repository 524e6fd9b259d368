/** One WebVTT cue; times are in seconds (millisecond precision), `settings` is the raw settings text. */
export type VttCue = { id?: string; start: number; end: number; text: string; settings?: string };

/** A problem in a WebVTT file, with its 1-based line number. */
export type VttError = { line: number; message: string };

/** Outcome of parseVtt: the cues and the header text after `WEBVTT`, or every error found. */
export type VttParseResult =
  { ok: true; cues: VttCue[]; header: string } | { ok: false; errors: VttError[] };
