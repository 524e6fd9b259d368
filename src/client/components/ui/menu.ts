/**
 * Chakra's Menu with its slot recipe on the Root (menuSlotRecipe). The parts the app uses; add one here when a screen needs it.
 */
import { Menu as ChakraMenu } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Menu = {
  Root: withRecipe(ChakraMenu.Root, menuSlotRecipe),
  Content: ChakraMenu.Content,
  Item: ChakraMenu.Item,
  ItemGroupLabel: ChakraMenu.ItemGroupLabel,
  ItemIndicator: ChakraMenu.ItemIndicator,
  Positioner: ChakraMenu.Positioner,
  RadioItem: ChakraMenu.RadioItem,
  RadioItemGroup: ChakraMenu.RadioItemGroup,
  Separator: ChakraMenu.Separator,
  Trigger: ChakraMenu.Trigger,
};
