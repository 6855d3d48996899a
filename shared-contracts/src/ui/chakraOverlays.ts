/**
 * Chakra's interactive overlays (dialogs, drawers, menus, toasts, checkboxes): their state
 * machines weigh more than everything in ./chakra together, and a guest's first page shows none of
 * them. Shared by the shell and remote-public like ./chakra, but imported only by code that loads
 * on demand (the header's menus, the toast view, the purchase review dialog), so its bytes arrive
 * when an overlay is first opened. Same rules as ./chakra (chakraImports.test.ts).
 */
export { Avatar, Checkbox, Dialog, Drawer, Menu, Portal, Toast, Toaster } from '@chakra-ui/react';
