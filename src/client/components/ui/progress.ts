/**
 * Chakra's Progress with its slot recipe on the Root (progressSlotRecipe). The parts the app uses; add one here when a screen needs it.
 */
import { Progress as ChakraProgress } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Progress = {
  Root: withRecipe(ChakraProgress.Root, progressSlotRecipe),
  Label: ChakraProgress.Label,
  Range: ChakraProgress.Range,
  Track: ChakraProgress.Track,
  ValueText: ChakraProgress.ValueText,
};
