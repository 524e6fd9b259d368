/**
 * Chakra's Dialog with its slot recipe on the Root (dialogSlotRecipe). The parts the app uses; add one here when a screen needs it.
 */
import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Dialog = {
  Root: withRecipe(ChakraDialog.Root, dialogSlotRecipe),
  Backdrop: ChakraDialog.Backdrop,
  Body: ChakraDialog.Body,
  CloseTrigger: ChakraDialog.CloseTrigger,
  Content: ChakraDialog.Content,
  Description: ChakraDialog.Description,
  Footer: ChakraDialog.Footer,
  Header: ChakraDialog.Header,
  Positioner: ChakraDialog.Positioner,
  Title: ChakraDialog.Title,
};
