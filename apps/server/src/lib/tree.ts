/**
 * Nests flat rows under their parents, keeping the input order among siblings.
 * A row whose parent is not in the list becomes a root: a scoped user sees the
 * top of their own part of the tree instead of nothing.
 */
export function buildTree<T, N extends { children?: N[] }>(rows: T[], key: { id: (row: T) => number; parent: (row: T) => number }, toNode: (row: T) => N): N[] {
  const nodes = new Map<number, N>();
  for (const row of rows) nodes.set(key.id(row), toNode(row));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(key.id(row))!;
    const parent = nodes.get(key.parent(row));
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The ids a tree of linked checkboxes shows as checked: there a parent is only
 * half-checked through its children, so parents of other granted ids are left
 * out (RuoYi's menuCheckStrictly / deptCheckStrictly). Unlinked trees show all.
 */
export function checkedKeys(granted: { id: number; parentId: number }[], linked: boolean): number[] {
  if (!linked) return granted.map((g) => g.id);
  const parents = new Set(granted.map((g) => g.parentId));
  return granted.filter((g) => !parents.has(g.id)).map((g) => g.id);
}
