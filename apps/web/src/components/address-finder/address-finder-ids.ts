/** The finder's postcode box: the combobox, whose hint and message ids derive from it. */
export const FINDER_INPUT_ID = 'postcode';
/** The listbox of the postcode's addresses the combobox controls. */
export const ADDRESS_LISTBOX_ID = 'address-list';
/** The id of the address at `index` in the listbox (the combobox's active descendant). */
export const addressOptionId = (index: number) => `address-option-${index}`;
