export type TreeNode<T> = T & { children: TreeNode<T>[] };

/** Rows that name their parent, as the forest the tree screens show: a row whose parent is not among them is a root. */
export function treeOf<T extends { parentId: number | null }>(rows: readonly T[], idOf: (row: T) => number): TreeNode<T>[] {
  const nodes = new Map(rows.map((row): [number, TreeNode<T>] => [idOf(row), { ...row, children: [] }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
