/**
 * WebVTT parser for the cue files of recitations (audio of a poem, one cue per verse).
 *
 * Reads: an optional BOM, the `WEBVTT` line with optional text after a space or tab (returned as
 * `header`), header lines up to the first blank line, then blocks separated by blank lines: NOTE,
 * STYLE and REGION blocks are skipped; a cue is an optional id line, a timing line
 * `start --> end [settings]` and zero or more text lines. \n, \r\n and \r line breaks.
 *
 * Unlike a browser, which drops bad cues silently, it validates and reports every problem with its
 * line: malformed timestamps, a block without a timing line, end not after start, a cue starting
 * before the previous one, duplicate ids, `-->` in cue text. It does not interpret cue text markup
 * (<i>, <v Speaker>) or settings; both are kept as written.
 */
import { parseTimestamp } from './timestamp';
import type { VttCue, VttError, VttParseResult } from './vtt-cue';

const SIGNATURE = /^WEBVTT(?:[ \t](.*))?$/;
const SKIPPED_BLOCK = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;
const TIMING = /^(\S+?)[ \t]*-->[ \t]*(\S+)(?:[ \t]+(.*))?$/;

type Block = { lines: string[]; firstLine: number };

function blocksOf(lines: string[], from: number): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line === '') {
      current = undefined;
    } else if (current === undefined) {
      current = { lines: [line], firstLine: index + 1 };
      blocks.push(current);
    } else {
      current.lines.push(line);
    }
  }
  return blocks;
}

function parseCue(block: Block, errors: VttError[]): VttCue | undefined {
  const hasId = !(block.lines[0] ?? '').includes('-->');
  const timingAt = hasId ? 1 : 0;
  const timingLine = block.firstLine + timingAt;
  const timing = TIMING.exec(block.lines[timingAt] ?? '');
  if (timing === null) {
    errors.push({ line: timingLine, message: 'Expected a cue timing line "start --> end"' });
    return undefined;
  }
  const [, startText = '', endText = '', settingsText = ''] = timing;
  const start = parseTimestamp(startText);
  const end = parseTimestamp(endText);
  if (start === undefined)
    errors.push({ line: timingLine, message: `Bad timestamp "${startText}"` });
  if (end === undefined) errors.push({ line: timingLine, message: `Bad timestamp "${endText}"` });
  const textLines = block.lines.slice(timingAt + 1);
  textLines.forEach((line, offset) => {
    if (line.includes('-->')) {
      errors.push({ line: timingLine + 1 + offset, message: 'Cue text must not contain "-->"' });
    }
  });
  if (start === undefined || end === undefined) return undefined;
  if (end <= start) errors.push({ line: timingLine, message: 'Cue must end after it starts' });
  const cue: VttCue = { start, end, text: textLines.join('\n') };
  if (hasId) cue.id = block.lines[0] ?? '';
  if (settingsText.trim() !== '') cue.settings = settingsText.trim();
  return cue;
}

/** Parses a WebVTT file; returns its cues and header, or every error found (see header). */
export function parseVtt(text: string): VttParseResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const signature = SIGNATURE.exec(lines[0] ?? '');
  if (signature === null) {
    return { ok: false, errors: [{ line: 1, message: 'The file must start with "WEBVTT"' }] };
  }
  const headerEnd = lines.indexOf('');
  const errors: VttError[] = [];
  const cues: VttCue[] = [];
  const ids = new Set<string>();
  const blocks = headerEnd === -1 ? [] : blocksOf(lines, headerEnd);
  for (const block of blocks) {
    if (SKIPPED_BLOCK.test(block.lines[0] ?? '')) continue;
    const cue = parseCue(block, errors);
    if (cue === undefined) continue;
    const previous = cues.at(-1);
    if (previous !== undefined && cue.start < previous.start) {
      errors.push({ line: block.firstLine, message: 'Cue starts before the previous cue' });
    }
    if (cue.id !== undefined && ids.has(cue.id)) {
      errors.push({ line: block.firstLine, message: `Duplicate cue id "${cue.id}"` });
    }
    if (cue.id !== undefined) ids.add(cue.id);
    cues.push(cue);
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, cues, header: (signature[1] ?? '').trim() };
}
