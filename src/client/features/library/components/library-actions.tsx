/**
 * The reader's own gestures on a poem or a recitation: the favourite toggle and "add to a
 * collection", side by side. One lazy module for a page whose first load is tight (a poem
 * page: its budget of 200 KB was 1 KB over with both buttons in the route's chunk): the page
 * mounts it once its content is painted, below the text, where nothing above it moves.
 */
import { HStack } from '@chakra-ui/react';
import type { CollectionItem } from '@domain/library/operation';
import { AddToCollectionButton } from './add-to-collection-button';
import { FavouriteButton } from './favourite-button';

export default function LibraryActions({ type, id }: CollectionItem) {
  return (
    <HStack gap="2" wrap="wrap" align="start">
      <FavouriteButton type={type} id={id} />
      <AddToCollectionButton type={type} id={id} />
    </HStack>
  );
}
