/**
 * The profile form's anchor of the register data (issue 31): the notice "Completa il profilo"
 * opens /settings/edit-user#dati-registro, scrolled to those fields, the first empty one focused.
 */
export const REGISTER_DATA_ANCHOR = 'dati-registro';
