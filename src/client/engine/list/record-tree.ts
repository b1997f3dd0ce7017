/** A record of a tree module as a node: its id, label and children, in the order the rows came. */
export type RecordTreeNode = { id: string; label: string; children: RecordTreeNode[] };

type TreeRow = { id: number } & Record<string, unknown>;

/** The id a record pick holds (a number, or its text), or null for none. */
function pickedId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Builds the tree of a module's rows from the pick `parent` of each. A row whose parent is not among the rows (none,
 * one the reader may not list, or itself) is a root, and so is any row on a cycle, where the first row reached opens
 * it: every row shows exactly once.
 */
export function buildRecordTree(rows: readonly TreeRow[], parent: string, label: (row: TreeRow) => string): RecordTreeNode[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childrenOf = new Map<number, TreeRow[]>();
  const roots: TreeRow[] = [];
  for (const row of rows) {
    const parentId = pickedId(row[parent]);
    if (parentId === null || parentId === row.id || !byId.has(parentId)) roots.push(row);
    else childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), row]);
  }
  const placed = new Set<number>();
  const node = (row: TreeRow): RecordTreeNode => {
    placed.add(row.id);
    const children = (childrenOf.get(row.id) ?? []).filter((child) => !placed.has(child.id)).map(node);
    return { id: String(row.id), label: label(row), children };
  };
  const tree = roots.map(node);
  // Rows on a cycle have no root above them: each cycle opens at its first row.
  for (const row of rows) if (!placed.has(row.id)) tree.push(node(row));
  return tree;
}

/** The ids of the nodes that have children: a tree shown fully expanded. */
export function branchIds(nodes: readonly RecordTreeNode[]): string[] {
  return nodes.flatMap((item) => (item.children.length ? [item.id, ...branchIds(item.children)] : []));
}
