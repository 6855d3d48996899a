/**
 * Chakra's interactive overlays (dialogs, drawers, menus, toasts, checkboxes) with their recipes:
 * their state machines weigh more than everything in ./chakra together, and a guest's first page
 * shows none of them. Shared by the shell and every remote like ./chakra, but imported only by
 * code that loads on demand (the header's menus, the toast view, dialogs), so its bytes arrive
 * when an overlay is first opened. Same rules as ./chakra (chakraImports.test.ts).
 */
import {
  avatarSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { addRecipes, system } from './theme';

addRecipes(system, {
  slotRecipes: { avatar: avatarSlotRecipe, checkbox: checkboxSlotRecipe, dialog: dialogSlotRecipe, drawer: drawerSlotRecipe, menu: menuSlotRecipe, toast: toastSlotRecipe },
});

export { Avatar, Checkbox, Dialog, Drawer, Menu, Portal, Toast, Toaster } from '@chakra-ui/react';
