/**
 * What a stanza card shows of stanza `n` (1-based): the script the reader chose on the poem
 * page (PoemScriptChoice), as the page shows it: both (the Latin, then the Wolofal), the Latin
 * or the Wolofal; a poem without Wolofal (or without it for this stanza) shows its Latin.
 */
import type { ScriptChoice } from '@domain/wolofal/script-choice';
import { isBlankWolofal, stanzasOf } from '@domain/wolofal/wolofal-alignment';
import type { CardBlock } from './card-layout';

/** The card's blocks for stanza `n`; none when the poem has no such stanza. */
export function stanzaCardBlocks(
  content: string,
  wolofal: string | null | undefined,
  shown: ScriptChoice,
  n: number,
): CardBlock[] {
  const latin = stanzasOf(content)[n - 1];
  if (!latin) return [];
  const arabic = isBlankWolofal(wolofal) ? undefined : stanzasOf(wolofal!)[n - 1];
  const latinBlock: CardBlock = { script: 'latin', verses: latin };
  if (!arabic || arabic.length === 0 || shown === 'latin') return [latinBlock];
  const wolofalBlock: CardBlock = { script: 'wolofal', verses: arabic };
  return shown === 'wolofal' ? [wolofalBlock] : [latinBlock, wolofalBlock];
}
