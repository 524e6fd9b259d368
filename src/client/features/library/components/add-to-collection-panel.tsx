/**
 * The panel of "add to a collection" (loaded on the button's first press): one checkbox per
 * collection, checked when the item is in it (several at once, as a poem may be in several),
 * and a new collection made with the item already in it.
 */
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CollectionItem } from '@domain/library/operation';
import { addItem, createCollection, removeItem } from '../collections';
import { useCollections } from '../hooks/use-collections';
import { CollectionNameForm } from './collection-name-form';
import '@client/i18n/namespaces/library';

export default function AddToCollectionPanel({ item }: { item: CollectionItem }) {
  const { t } = useTranslation('library');
  const collections = useCollections();
  const key = `${item.type}:${item.id}`;
  return (
    <Stack
      gap="3"
      mt="2"
      p="3"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
      maxW="md"
      data-collection-panel=""
    >
      <Box as="fieldset" minW="0">
        <Box as="legend" fontWeight="medium" mb="1">
          {t('collections.title')}
        </Box>
        {collections?.length === 0 && <Text color="fg.muted">{t('empty')}</Text>}
        <Stack as="ul" listStyleType="none" gap="1" m="0" p="0">
          {collections?.map((collection) => {
            const inIt = collection.items.some((shown) => shown.key === key);
            return (
              <li key={collection.id}>
                <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer" py="1">
                  <chakra.input
                    type="checkbox"
                    checked={inIt}
                    onChange={() =>
                      void (inIt ? removeItem(collection.id, item) : addItem(collection.id, item))
                    }
                    accentColor="var(--chakra-colors-primary-solid)"
                    w="4"
                    h="4"
                  />
                  <span dir="auto">{collection.name}</span>
                </chakra.label>
              </li>
            );
          })}
        </Stack>
      </Box>
      <CollectionNameForm
        label={t('collections.new')}
        submit={t('collections.create')}
        onSubmit={async (name) => addItem(await createCollection(name), item)}
      />
    </Stack>
  );
}
