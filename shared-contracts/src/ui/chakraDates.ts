/**
 * Chakra's DatePicker (Ark/zag) with its recipe, for the calendar of the date input (§5 Date
 * input; ./date/DateCalendar): the heaviest Chakra component the product uses, so it is a curated
 * module of its own, shared by the shell and every remote like ./chakra and loaded only when a
 * calendar is first opened. Same rules as ./chakra (chakraImports.test.ts).
 */
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes, system } from './theme';

addRecipes(system, { slotRecipes: { datePicker: datePickerSlotRecipe } });

export { DatePicker, parseDate } from '@chakra-ui/react';
export type { DatePickerRootProps } from '@chakra-ui/react';
