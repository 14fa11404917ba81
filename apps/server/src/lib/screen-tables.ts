/**
 * The database tables that have a screen: every table a manifest's routes were
 * built on (manifestCrud records them). The code generator offers the others.
 * The set only grows, and holds the same names in every app of the process.
 */
const tables = new Set<string>();

export const recordScreenTable = (name: string) => void tables.add(name);

export const screenTables = (): ReadonlySet<string> => tables;
