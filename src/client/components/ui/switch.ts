/**
 * Chakra's Switch with its slot recipe on the Root (switchSlotRecipe). The parts the app uses; add one here when a screen needs it.
 */
import { Switch as ChakraSwitch } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Switch = {
  Root: withRecipe(ChakraSwitch.Root, switchSlotRecipe),
  Control: ChakraSwitch.Control,
  HiddenInput: ChakraSwitch.HiddenInput,
  Label: ChakraSwitch.Label,
  Thumb: ChakraSwitch.Thumb,
};
