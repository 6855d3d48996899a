/**
 * Chakra components only the signed-in areas use (tables, sliders, comboboxes, statistics,
 * fieldsets, multi-line inputs, code) with their recipes. Shared by the shell and every remote like ./chakra,
 * loaded with the first screen that imports it: no guest page does. Same rules as ./chakra
 * (chakraImports.test.ts).
 */
import { codeRecipe, comboboxSlotRecipe, fieldsetSlotRecipe, sliderSlotRecipe, statSlotRecipe, tableSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { addRecipes, system } from './theme';

addRecipes(system, {
  recipes: { code: codeRecipe, textarea: textareaRecipe },
  slotRecipes: { combobox: comboboxSlotRecipe, fieldset: fieldsetSlotRecipe, slider: sliderSlotRecipe, stat: statSlotRecipe, table: tableSlotRecipe },
});

export { Code, Combobox, Fieldset, Slider, Stat, Table, Textarea, createListCollection } from '@chakra-ui/react';
