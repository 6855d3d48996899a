/**
 * Chakra's menu and avatar with their recipes: the signed-in user's menu in the header (the shell's
 * UserMenu), loaded with it. The menu machine brings the positioning engine (Zag's popper and
 * Floating UI): apart from ./chakraOverlays, a guest's first dialog does not wait for them
 * (decision 046). Same rules as ./chakra (chakraImports.test.ts).
 */
import { avatarSlotRecipe, menuSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes, system } from './theme';

addRecipes(system, { slotRecipes: { avatar: avatarSlotRecipe, menu: menuSlotRecipe } });

export { Avatar, Menu, Portal } from '@chakra-ui/react';
