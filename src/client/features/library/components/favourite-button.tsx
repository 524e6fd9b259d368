/**
 * The favourite toggle of a poem, a recitation or a poet: a real button with aria-pressed
 * and one constant name (the state is the pressed state, not a changing label). Tiny on
 * purpose: the replica, Dexie and the merge load after the page's content
 * (favourites.ts), so a reader who never uses it pays a few hundred bytes.
 */
import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FavouriteTarget } from '@domain/library/operation';
import { AppIcon } from '@client/components/icons/app-icon';
import { afterContent } from '@client/startup/content-shown';
import { keepTap } from '../pending-taps';

const favourites = () => import('../favourites');

export function FavouriteButton({ type, id }: FavouriteTarget) {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelWait = afterContent('idle', () => {
      void favourites().then(({ watchFavourite }) => {
        if (!cancelled) stop = watchFavourite({ type, id }, setPressed);
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [type, id]);
  return (
    <Button
      size="sm"
      variant={pressed ? 'solid' : 'outline'}
      aria-pressed={pressed}
      data-favourite={`${type}:${id}`}
      onClick={() => {
        // Shown at once; the live query confirms it (or puts it back if the write failed).
        // Kept first where a reload cannot lose it, until the library has stored it.
        const tap = { type, id, favourite: !pressed };
        keepTap(tap);
        setPressed(tap.favourite);
        void favourites().then(({ storeTap }) => storeTap(tap));
      }}
    >
      <AppIcon name="bookmark" />
      {t('library.favourite')}
    </Button>
  );
}
