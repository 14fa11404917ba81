/** build-plugins/first-lists.ts: the seeded menu's list pages, by address, read at build time from their routes' loaders. */
declare module 'virtual:first-lists' {
  /** The call each opens with (first page, no search). */
  export const FIRST_LISTS: Record<string, string>;
  /** The page key each shows. */
  export const FIRST_PAGES: Record<string, string>;
}
