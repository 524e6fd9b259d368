/**
 * Chakra's Drawer with its slot recipe on the Root (drawerSlotRecipe). The parts the app uses; add one here when a screen needs it.
 */
import { Drawer as ChakraDrawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Drawer = {
  Root: withRecipe(ChakraDrawer.Root, drawerSlotRecipe),
  Backdrop: ChakraDrawer.Backdrop,
  Body: ChakraDrawer.Body,
  CloseTrigger: ChakraDrawer.CloseTrigger,
  Content: ChakraDrawer.Content,
  Header: ChakraDrawer.Header,
  Positioner: ChakraDrawer.Positioner,
  Title: ChakraDrawer.Title,
};
