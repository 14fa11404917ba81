export type TreeRow<T> = T & { children?: TreeRow<T>[] };

/** Flat rows with parent ids into a tree; rows whose parent is not in the list become roots. */
export function toTree<T extends object>(rows: T[], idKey: keyof T, parentKey: keyof T): TreeRow<T>[] {
  const byId = new Map<unknown, TreeRow<T>>();
  for (const row of rows) byId.set(row[idKey], { ...row });
  const roots: TreeRow<T>[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node[parentKey]);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export interface TreeOption {
  value: number | string;
  title: string;
  children?: TreeOption[];
}

/** Server trees ({id, label, children}) in the shape antd's trees and tree selects take. */
export interface LabelTree {
  id: number | string;
  label: string;
  children?: LabelTree[];
}

export const toTreeOptions = (nodes: LabelTree[] = []): TreeOption[] => nodes.map((n) => ({ value: n.id, title: n.label, children: n.children?.length ? toTreeOptions(n.children) : undefined }));

/** Every key of a tree, for "expand all". */
export const treeKeys = (nodes: TreeOption[]): (number | string)[] => nodes.flatMap((n) => [n.value, ...treeKeys(n.children ?? [])]);

/** What antd's Tree draws: any tree, given how to name and title its nodes. */
export interface KeyedNode {
  key: string | number;
  title: string;
  children?: KeyedNode[];
}

export function keyedTree<T extends { children?: T[] }>(nodes: T[], key: (n: T) => string | number, title: (n: T) => string): KeyedNode[] {
  return nodes.map((n) => ({ key: key(n), title: title(n), children: n.children?.length ? keyedTree(n.children, key, title) : undefined }));
}
