/** Another language's catalogue has exactly the English one's keys, each a string (checked by the compiler). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** The spec allows Italian to be incomplete: any key may be missing and falls back to English. */
export type PartialTranslation<T> = { [K in keyof T]?: T[K] extends string ? string : PartialTranslation<T[K]> };
