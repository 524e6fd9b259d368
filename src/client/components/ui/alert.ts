/**
 * Chakra's Alert with the app's alert recipe (its status palettes: theme/alert-recipe.ts). The parts the app uses; add one here when a screen needs it.
 */
import { Alert as ChakraAlert } from '@chakra-ui/react';
import { alertRecipe } from '@client/theme/alert-recipe';
import { withRecipe } from './with-recipe';

export const Alert = {
  Root: withRecipe(ChakraAlert.Root, alertRecipe),
  Content: ChakraAlert.Content,
  Description: ChakraAlert.Description,
  Indicator: ChakraAlert.Indicator,
  Title: ChakraAlert.Title,
};
