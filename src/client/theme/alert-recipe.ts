/**
 * Chakra's alert recipe with the app's status palettes (error, warning, success, info):
 * Chakra's own colours its statuses red, orange, green and blue, palettes our system does
 * not carry (system.ts). components/ui/alert.ts passes it on Alert.Root.
 */
import { alertSlotRecipe } from '@chakra-ui/react/theme';

const status = (colorPalette: string) => ({ root: { colorPalette } });

export const alertRecipe = {
  ...alertSlotRecipe,
  variants: {
    ...alertSlotRecipe.variants,
    status: {
      info: status('info'),
      warning: status('warning'),
      success: status('success'),
      error: status('error'),
      neutral: status('gray'),
    },
  },
} as typeof alertSlotRecipe;
