/**
 * Chakra's interactive overlays that a guest's giving path opens (dialogs, drawers, toasts,
 * checkboxes) with their recipes: their state machines weigh more than everything in ./chakra
 * together, and a guest's first page shows none of them. Shared by the shell and every remote like
 * ./chakra, but imported only by code that loads on demand (the toast view, dialogs), so its bytes
 * arrive when an overlay is first opened. The signed-in user's menu is ./chakraMenus: its menu
 * machine and positioning (about 16 KB on the wire, decision 046) are no part of a gift's dialog.
 * Same rules as ./chakra (chakraImports.test.ts).
 */
import { checkboxSlotRecipe, dialogSlotRecipe, drawerSlotRecipe, toastSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes, system } from './theme';

addRecipes(system, {
  slotRecipes: { checkbox: checkboxSlotRecipe, dialog: dialogSlotRecipe, drawer: drawerSlotRecipe, toast: toastSlotRecipe },
});

export { Checkbox, Dialog, Drawer, Portal, Toast, Toaster } from '@chakra-ui/react';
