/**
 * Chakra's List with its slot recipe on the Root (listSlotRecipe). The parts the app uses; add one here when a screen needs it.
 */
import { List as ChakraList } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const List = {
  Root: withRecipe(ChakraList.Root, listSlotRecipe),
  Item: ChakraList.Item,
};
