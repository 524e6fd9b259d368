/**
 * The interface texts the server's first screen shows (the top bar's labels, the home page's
 * hero, a detail page's back link and headings): the client's translations of these
 * namespaces, written by the client build to FIRST_SCREEN_TEXTS_FILE
 * (scripts/vite/first-screen-texts.ts) and looked up here with i18next's `{{name}}`
 * interpolation and French fallback.
 */
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'shell',
  'home',
  'poems',
  'poets',
  'audios',
  'statistics',
] as const;
export type FirstScreenNamespace = (typeof FIRST_SCREEN_NAMESPACES)[number];
export const FIRST_SCREEN_TEXTS_FILE = 'first-screen-texts.json';

interface TextTree {
  [key: string]: string | TextTree;
}
export type FirstScreenTexts = Record<Language, Record<FirstScreenNamespace, TextTree>>;

export type Translate = (key: `${FirstScreenNamespace}:${string}`, values?: object) => string;

function lookup(tree: TextTree | undefined, path: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `t('poems:reader.views', { views: '3' })` in `language`, else French, else the key. */
export function translator(texts: FirstScreenTexts, language: Language): Translate {
  return (key, values = {}) => {
    const [namespace, path = ''] = key.split(':') as [FirstScreenNamespace, string];
    const text =
      lookup(texts[language]?.[namespace], path) ??
      lookup(texts[DEFAULT_LANGUAGE]?.[namespace], path) ??
      key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = (values as Record<string, unknown>)[name];
      return value === undefined ? whole : String(value);
    });
  };
}
