/**
 * The library screen's collections: their list (each a link to its own screen, with its
 * delete), and a form to create one. A delete can be undone from the message it leaves: the
 * domain keeps a deleted collection whole and an edit made after the delete brings it back
 * (../collections.ts).
 */
import { Button, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { createCollection, deleteCollection, restoreCollection } from '../collections';
import { useCollections } from '../hooks/use-collections';
import { CollectionNameForm } from './collection-name-form';
import '@client/i18n/namespaces/library';

export function CollectionsSection() {
  const { t } = useTranslation('library');
  const collections = useCollections();
  const [deleted, setDeleted] = useState<{ id: string; name: string }>();
  return (
    <Stack as="section" aria-labelledby="library-collections" gap="4" data-collections="">
      <Heading as="h2" id="library-collections" fontFamily="heading" textStyle="2xl">
        {t('collections.title')}
      </Heading>
      <Text role="status" color="fg.muted" display={deleted ? undefined : 'none'}>
        {deleted && (
          <>
            {t('collections.deleted', { name: deleted.name })}{' '}
            <Button
              size="xs"
              variant="outline"
              onClick={() =>
                void restoreCollection(deleted.id, deleted.name).then(() => setDeleted(undefined))
              }
            >
              {t('collections.undo')}
            </Button>
          </>
        )}
      </Text>
      {collections?.length === 0 && <Text color="fg.muted">{t('empty')}</Text>}
      {collections && collections.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {collections.map((collection) => (
            <HStack as="li" key={collection.id} gap="2" data-collection={collection.id}>
              <Link
                asChild
                color="primary.fg"
                textDecoration="underline"
                textUnderlineOffset="0.2em"
                flex="1"
                minW="0"
              >
                <RouterLink to="/collection/$id" params={{ id: collection.id }} dir="auto">
                  {collection.name}
                </RouterLink>
              </Link>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('collections.delete', { name: collection.name })}
                title={t('collections.delete', { name: collection.name })}
                onClick={() =>
                  void deleteCollection(collection.id).then(() =>
                    setDeleted({ id: collection.id, name: collection.name }),
                  )
                }
              >
                <AppIcon name="trash" />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
      <CollectionNameForm
        label={t('collections.new')}
        submit={t('collections.create')}
        onSubmit={createCollection}
      />
    </Stack>
  );
}
