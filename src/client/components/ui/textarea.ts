/**
 * Chakra's Textarea with its recipe: a simple component, but only the administration's
 * lazy forms use it, so its recipe is not in the system (theme/recipes.ts).
 */
import { Textarea as ChakraTextarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Textarea = withRecipe(ChakraTextarea, textareaRecipe);
