/**
 * What a shared link shows before anyone opens it: messaging apps and search engines read the
 * page's `<title>`, description and Open Graph tags from the server's HTML and never run its
 * script, so a poem's, poet's or recording's page carries its own (client-app.ts).
 */
import { pickLocalized } from '@domain/i18n/pick-localized';
import type { Language } from '@domain/i18n/languages';
import type { Audio, Poem, Poet } from '@domain/schemas';
import { splitStanzas, splitVerses } from '@domain/words/split-stanzas';

export interface LinkPreview {
  /** The record's own title, as the client's screen puts it in the document's title. */
  name: string;
  /** The card's title, which may name more (a poem's poet). */
  title: string;
  description: string;
  /** Open Graph's type: a poem or recording is an article or a song, a poet a profile, home a website. */
  type: 'article' | 'profile' | 'music.song' | 'website';
  /** Site-relative or absolute; made absolute against the public URL when rendered. */
  image?: string;
}

/** About what messaging apps and search results show before cutting. */
export const DESCRIPTION_MAX_LENGTH = 160;
/** How many verses open the description of a poem without a summary. */
const OPENING_VERSES = 2;

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function shorten(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The poem's first verses, as a reader sees them opening the poem, separated by slashes. */
function openingVerses(content: string): string {
  return splitStanzas(content).flatMap(splitVerses).slice(0, OPENING_VERSES).join(' / ');
}

export function poemPreview(
  poem: Pick<Poem, 'title' | 'content' | 'summary' | 'coverUrl'>,
  poetName: string | undefined,
  language: Language,
): LinkPreview {
  const summary = pickLocalized(poem.summary, language)?.text;
  return {
    name: poem.title,
    title: poetName ? `${poem.title} — ${poetName}` : poem.title,
    description: shorten(summary ?? openingVerses(poem.content)),
    type: 'article',
    ...(poem.coverUrl ? { image: poem.coverUrl } : {}),
  };
}

export function poetPreview(
  poet: Pick<Poet, 'name' | 'biography' | 'photoUrl'>,
  language: Language,
): LinkPreview {
  return {
    name: poet.name,
    title: poet.name,
    description: shorten(pickLocalized(poet.biography, language)?.text ?? ''),
    type: 'profile',
    ...(poet.photoUrl ? { image: poet.photoUrl } : {}),
  };
}

export function audioPreview(
  audio: Pick<Audio, 'title'>,
  poem: Pick<Poem, 'title' | 'content' | 'coverUrl'> | undefined,
): LinkPreview {
  const title = poem && poem.title !== audio.title ? `${audio.title} — ${poem.title}` : audio.title;
  return {
    name: audio.title,
    title,
    description: poem ? shorten(openingVerses(poem.content)) : '',
    type: 'music.song',
    ...(poem?.coverUrl ? { image: poem.coverUrl } : {}),
  };
}
