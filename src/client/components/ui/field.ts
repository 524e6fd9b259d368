/**
 * Chakra's Field with its slot recipe on the Root (fieldSlotRecipe). The parts the app uses; add one here when a screen needs it.
 */
import { Field as ChakraField } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Field = {
  Root: withRecipe(ChakraField.Root, fieldSlotRecipe),
  ErrorText: ChakraField.ErrorText,
  HelperText: ChakraField.HelperText,
  Label: ChakraField.Label,
  RequiredIndicator: ChakraField.RequiredIndicator,
};
