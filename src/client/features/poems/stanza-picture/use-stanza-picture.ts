/**
 * The poem page's "share a stanza as a picture": a callback by stanza number for the text's
 * picture buttons. It is the only part of this folder in the page's first load: the drawing
 * (share-stanza-picture.ts and what it imports) arrives with import() on the first tap, from
 * the service worker's precache when offline. What happened is said through `onNotice`: a
 * download (where the browser cannot share files) or a failure; a share sheet speaks for
 * itself. A second tap while a picture is being made is ignored. The import's time is a User
 * Timing measure (`stanza-picture:import`), beside the drawing's own (render-stanza-card.ts).
 */
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@client/components/settings/use-settings';
import { useReaderLanguage } from '@client/lib/localized-text';
import { directionOf } from '@domain/i18n/languages';
import { poemUrl } from '../share-link';

export interface PicturedPoem {
  id: string;
  title: string;
  content: string;
  wolofal?: string | null;
  poet?: string;
}

/** Shares (or downloads) stanza `n` of `poem` as a picture; says the outcome to `onNotice`. */
export function useStanzaPicture(
  { id, title, content, wolofal, poet }: PicturedPoem,
  onNotice: (text: string) => void,
): (stanza: number) => Promise<void> {
  const { t } = useTranslation('poems');
  const { language } = useReaderLanguage();
  const { poemScript } = useSettings().settings;
  const isBusy = useRef(false);
  return useCallback(
    async (stanza: number) => {
      if (isBusy.current) return;
      isBusy.current = true;
      try {
        const start = performance.now();
        const { shareStanzaPicture } = await import('./share-stanza-picture');
        performance.measure('stanza-picture:import', { start });
        const outcome = await shareStanzaPicture({
          content,
          wolofal,
          shown: poemScript,
          stanza,
          title,
          poet,
          url: poemUrl(id, stanza),
          brand: t('app.name', { ns: 'common' }),
          cutNote: t('reader.picture.cut'),
          direction: directionOf(language),
        });
        if (outcome === 'downloaded') onNotice(t('reader.picture.saved'));
        if (outcome === 'failed') onNotice(t('reader.picture.failed'));
      } catch {
        onNotice(t('reader.picture.failed'));
      } finally {
        isBusy.current = false;
      }
    },
    [id, title, content, wolofal, poet, poemScript, language, t, onNotice],
  );
}
