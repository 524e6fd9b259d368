/**
 * Chakra's NativeSelect with its slot recipe on the Root (nativeSelectSlotRecipe). The parts the app uses; add one here when a screen needs it.
 */
import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const NativeSelect = {
  Root: withRecipe(ChakraNativeSelect.Root, nativeSelectSlotRecipe),
  Field: ChakraNativeSelect.Field,
  Indicator: ChakraNativeSelect.Indicator,
};
