/** What an empty value reads as, in tables, drawers and descriptions alike. */
export const EMPTY = '–';
