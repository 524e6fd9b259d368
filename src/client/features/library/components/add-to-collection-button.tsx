/**
 * "Add to a collection", beside the favourite button of a poem or a recitation: a disclosure
 * button whose panel (the reader's collections as checkboxes, and a new one) loads on the
 * first press, so a reader who never uses it pays for this button only.
 */
import { Box, Button } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionItem } from '@domain/library/operation';
import { AppIcon } from '@client/components/icons/app-icon';

const AddToCollectionPanel = lazy(() => import('./add-to-collection-panel'));

export function AddToCollectionButton(item: CollectionItem) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <Box>
      <Button
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={panel}
        data-add-to-collection={`${item.type}:${item.id}`}
        onClick={() => setOpen(!open)}
      >
        <AppIcon name="layers" />
        {t('library.addToCollection')}
      </Button>
      <Box id={panel} hidden={!open}>
        {open && (
          <Suspense>
            <AddToCollectionPanel item={item} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
