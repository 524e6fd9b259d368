/**
 * The Chakra recipes this app styles its components with. Chakra's `defaultConfig` ships
 * the recipes of every component it has (date pickers, colour pickers, carousels, QR
 * codes, …), and they all sit in the entry script that every first visit pays for (about
 * 13 KB of gzip for the 56 recipes this list once held). So the list holds exactly the
 * components the app renders today; a component whose recipe is missing renders
 * unstyled, so add its recipe here in the commit that starts using it (the administrator's
 * dashboard will bring table, tabs, select, file upload, …).
 */
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  codeRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
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

export const slotRecipes = {
  alert: alertSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  switch: switchSlotRecipe,
};
