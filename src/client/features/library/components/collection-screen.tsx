/**
 * A collection's own screen (`/collection/<id>`): its name (renamed here), its items in its
 * order (../hooks/use-collections, from the device: offline and signed out too), and the
 * route's play button for its recitations in a row. A collection this device does not show
 * (deleted, or not synced here yet) says so.
 */
import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionItem } from '@domain/library/operation';
import { PageContainer } from '@client/components/common/page-container';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { PageHeading } from '@client/startup/page-heading';
import { renameCollection } from '../collections';
import { useCollections } from '../hooks/use-collections';
import { CollectionItems } from './collection-items';
import { CollectionNameForm } from './collection-name-form';
import '@client/i18n/namespaces/library';

interface Props {
  collectionId: string;
  /** Plays the collection's recitations in a row (the player feature, composed in by the route). */
  play?: (items: CollectionItem[]) => ReactNode;
}

export function CollectionScreen({ collectionId, play }: Props) {
  const { t } = useTranslation('library');
  const collections = useCollections();
  const collection = collections?.find((candidate) => candidate.id === collectionId);
  const [renaming, setRenaming] = useState(false);
  useDocumentTitle(collection?.name ?? t('collections.title'));
  const back = (
    <Link asChild color="primary.fg" w="fit-content">
      <RouterLink to="/library">{t('collections.back')}</RouterLink>
    </Link>
  );
  return (
    <PageContainer>
      <Stack gap="6" maxW="2xl" aria-busy={collections === undefined}>
        {back}
        {collections && !collection && (
          <>
            <PageHeading fontFamily="heading" textStyle={{ base: '3xl', md: '4xl' }}>
              {t('collections.title')}
            </PageHeading>
            <Text>{t('collections.missing')}</Text>
          </>
        )}
        {collection && (
          <>
            <PageHeading
              fontFamily="heading"
              textStyle={{ base: '3xl', md: '4xl' }}
              dir="auto"
              data-collection-name=""
            >
              {collection.name}
            </PageHeading>
            {renaming ? (
              <CollectionNameForm
                label={t('collections.name')}
                submit={t('collections.save')}
                initial={collection.name}
                onSubmit={(name) =>
                  renameCollection(collection.id, name).then(() => setRenaming(false))
                }
                onCancel={() => setRenaming(false)}
              />
            ) : (
              <HStack gap="2" wrap="wrap">
                <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
                  {t('collections.rename')}
                </Button>
                {play?.(collection.items)}
              </HStack>
            )}
            <CollectionItems collection={collection} />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
