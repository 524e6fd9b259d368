/**
 * WebVTT writer: `WEBVTT [title]`, an optional NOTE block, then one block per cue (id line if any,
 * timing line with settings if any, text). Line breaks are \n. It writes only files that parseVtt
 * reads back to the same cues: blank lines inside a cue text or note are dropped (they would end
 * the block), and it throws a RangeError for a time that is not a finite number >= 0, an end not
 * after its start, an id with a line break, or "-->" in an id, a text or the note.
 */
import { formatTimestamp } from './timestamp';
import type { VttCue } from './vtt-cue';

/** Options of serializeVtt: text after `WEBVTT` and a NOTE block written before the cues. */
export type SerializeVttOptions = { title?: string; note?: string };

const LINE_BREAK = /\r\n|\r|\n/;

function linesOf(text: string, what: string): string[] {
  if (text.includes('-->')) throw new RangeError(`"-->" is not allowed in ${what}`);
  return text.split(LINE_BREAK).filter((line) => line !== '');
}

function cueBlock(cue: VttCue): string[] {
  if (!(cue.end > cue.start)) throw new RangeError(`Cue must end after it starts (${cue.start})`);
  const lines: string[] = [];
  if (cue.id !== undefined && cue.id !== '') {
    if (LINE_BREAK.test(cue.id)) throw new RangeError('A cue id must be a single line');
    lines.push(...linesOf(cue.id, 'a cue id'));
  }
  const settings = cue.settings?.trim() ? ` ${cue.settings.trim()}` : '';
  lines.push(`${formatTimestamp(cue.start)} --> ${formatTimestamp(cue.end)}${settings}`);
  lines.push(...linesOf(cue.text, 'cue text'));
  return lines;
}

/** Returns the text of a WebVTT file holding `cues`, in the given order. */
export function serializeVtt(cues: readonly VttCue[], options?: SerializeVttOptions): string {
  const title = options?.title?.replace(/\s+/g, ' ').trim() ?? '';
  const blocks: string[][] = [[title === '' ? 'WEBVTT' : `WEBVTT ${title}`]];
  const note = options?.note === undefined ? [] : linesOf(options.note, 'a note');
  if (note.length > 0) blocks.push(['NOTE', ...note]);
  for (const cue of cues) blocks.push(cueBlock(cue));
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}
