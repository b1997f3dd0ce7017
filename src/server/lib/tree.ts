import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';

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

/** A node's materialised path: its ancestors' ids and its own, each followed by '/' (a root's is `/<id>/`). */
export const pathUnder = (parent: { path: string } | null | undefined, id: number) => `${parent?.path ?? '/'}${id}/`;

type PathTree = PgTable & { id: PgColumn; path: PgColumn };

/** Inserts a node of a materialised-path tree (offices, catalogues): the row first, for its id, then its path. */
export async function insertTreeNode<T extends PathTree>(db: Db, table: T, values: T['$inferInsert'], parent: { path: string } | null | undefined) {
  const [row] = (await db
    .insert(table)
    .values({ ...values, path: '' } as never)
    .returning()) as { id: number }[];
  const [withPath] = (await db
    .update(table)
    .set({ path: pathUnder(parent, row.id) } as never)
    .where(eq(table.id, row.id))
    .returning()) as T['$inferSelect'][];
  return withPath;
}
