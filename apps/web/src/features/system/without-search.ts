import type { Resource } from '../../components/list-page/resource.ts';

/**
 * Takes out of a derived screen the search inputs its page fills another way
 * (the company tree beside the list, the dictionary type of the data page) or
 * that only API clients use: the server still takes them.
 */
export const withoutSearch = (r: Resource, ...names: string[]): Resource => ({ ...r, search: r.search?.filter((f) => !names.includes(f.name)) });
