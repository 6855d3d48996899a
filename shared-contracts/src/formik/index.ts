/**
 * The formik parts shared by the areas' forms (`shared-contracts/formik`). Its own entry, so that
 * code that never imports it (the guest routes' first load, `shared-contracts/ui`) carries no
 * formik (docs/decisions/023).
 */
export { FocusFirstInvalid } from './FocusFirstInvalid';
