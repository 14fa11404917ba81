/**
 * The message keys of dictionary labels and role names. Apart from the labels (every language): the console
 * reads them from its catalogue of the language it shows.
 */
export const dictLabelKey = (dictType: string, value: string) => `dict.${dictType}.${value}`;
export const roleNameKey = (roleKey: string) => `roles.${roleKey}`;
