/**
 * The Chakra recipes in the app's system, read by every component of the first render.
 * Chakra's `defaultConfig` ships the recipes of every component it has (date pickers,
 * colour pickers, carousels, QR codes, …), and they all sit in the entry script that every
 * first visit pays for. So the system holds only the recipes of the simple components used
 * everywhere (buttons, headings, links, …).
 *
 * The multi-part components (dialogs, drawers, menus, form fields, selects, switches,
 * progress bars, alerts, lists) and the textarea live in lazily loaded screens and widgets:
 * they are imported from their wrapper in components/ui (`import { Menu } from
 * '@client/components/ui/menu'`), which passes the recipe on the Root, so each recipe
 * travels with the chunk that renders it. recipes.test.ts keeps both rules; a component
 * whose recipe is missing renders unstyled.
 */
import {
  badgeRecipe,
  buttonRecipe,
  codeRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

/** None in the system: multi-part components carry theirs in components/ui (see above). */
export const slotRecipes = {};
