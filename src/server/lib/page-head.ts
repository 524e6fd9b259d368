/**
 * The built index.html with one page's head: its `<title>`, description and Open Graph tags,
 * and `<html lang dir>` in the language the client will choose (so an Arabic page is right to
 * left before the script runs). Every value is escaped: titles and texts are administrators'
 * content, and the page's URL is the request's.
 */
import escapeHtml from 'escape-html';
import { directionOf, htmlLangOf, type Language } from '@domain/i18n/languages';
import { DEFAULT_TEXT_SIZE, type TextSize } from '@domain/first-screen/text-size';
import type { LinkPreview } from './link-preview';

/** Open Graph's locale tags (language_TERRITORY), for the languages of the interface. */
const OG_LOCALE: Record<Language, string> = {
  fr: 'fr_FR',
  en: 'en_GB',
  ar: 'ar_AR',
  wol: 'wo_SN',
};

export interface PreviewHead {
  preview: LinkPreview;
  language: Language;
  /** The page's absolute URL. */
  url: string;
  /** The public origin images are made absolute against (`PUBLIC_URL`). */
  origin: string;
  siteName: string;
}

/** A page with a link preview, or one that keeps the shell's title (the home page): its language only. */
export type PageHead = PreviewHead | { language: Language; preview?: undefined };

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

function absolute(url: string, origin: string): string | undefined {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The tags that describe the page to a link preview, after its `<title>`. */
export function headTags({ preview, language, url, origin, siteName }: PreviewHead): string {
  const image = preview.image && absolute(preview.image, origin);
  const tags = [
    // As the client's screen sets it (hooks/use-document-title.ts), so it does not change.
    `<title>${escapeHtml(`${preview.name} · ${siteName}`)}</title>`,
    meta('name', 'description', preview.description),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[language]),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ];
  return tags.join('\n    ');
}

const HTML_TAG = /<html\b[^>]*>/i;
const TITLE = /<title>[^<]*<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/**
 * `template` (the built index.html) with the page's head: the shell's generic title and
 * description replaced, `lang` and `dir` set. The template is the build's own file, read
 * once; a template without a `<title>` gets the tags before `</head>`.
 */
export function renderPageHead(template: string, head: PageHead): string {
  return withLanguage(head.preview ? withPreview(template, head) : template, head.language);
}

function withPreview(template: string, head: PreviewHead): string {
  const withoutDescription = template.replace(DESCRIPTION, '');
  const tags = headTags(head);
  return TITLE.test(withoutDescription)
    ? withoutDescription.replace(TITLE, () => tags)
    : withoutDescription.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}

function withLanguage(page: string, language: Language): string {
  return page.replace(HTML_TAG, (tag) =>
    tag
      .replace(/\s(lang|dir)="[^"]*"/gi, '')
      .replace(/^<html/i, `<html lang="${htmlLangOf(language)}" dir="${directionOf(language)}"`),
  );
}

/**
 * `page` with the reader's text size on `<html data-text-size>`, the attribute the client's
 * settings set and the poem text's stylesheet scales the verses by: the first screen is then
 * painted at the reader's size, and the client's takeover changes nothing. The usual size
 * needs no attribute.
 */
export function withTextSize(page: string, size: TextSize | undefined): string {
  if (!size || size === DEFAULT_TEXT_SIZE) return page;
  return page.replace(HTML_TAG, (tag) =>
    tag
      .replace(/\sdata-text-size="[^"]*"/gi, '')
      .replace(/^<html/i, `<html data-text-size="${size}"`),
  );
}
