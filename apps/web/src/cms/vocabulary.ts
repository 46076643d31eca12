/**
 * The CMS's fixed lists in the spec's words, in a module that imports nothing, so client
 * components can use them without pulling the CMS's server code into the browser.
 */

/** The FAQ accordion's category chips (content-and-api.md §4). */
export const FAQ_CATEGORIES = ['Installation', 'Speed', 'Equipment', 'Phone'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** §3 'Coverage item' availability values. */
export const AVAILABILITIES = ['AVAILABLE', 'BUILDING', 'COLLECTING_INTEREST', 'COMING_SOON'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
