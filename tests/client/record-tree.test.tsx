import { describe, expect, it } from 'vitest';
import { MODULES } from '../../src/modules/index.ts';
import { branchIds, buildRecordTree, type RecordTreeNode } from '../../src/client/engine/list/record-tree.ts';

const rows = (...list: [id: number, name: string, parent?: unknown][]) => list.map(([id, name, parent]) => ({ id, name, parent }));
const label = (row: Record<string, unknown>) => String(row.name);
const shape = (nodes: RecordTreeNode[]): unknown[] => nodes.map((node) => (node.children.length ? { [node.label]: shape(node.children) } : node.label));

describe('a tree module list builds its tree from the rows', () => {
  it('nests each row under the parent it picks, keeping the rows order', () => {
    const tree = buildRecordTree(rows([1, 'office'], [2, 'paper', 1], [3, 'it'], [4, 'laptop', 3], [5, 'pens', 1], [6, 'a4', '2']), 'parent', label);
    expect(shape(tree)).toEqual([{ office: [{ paper: ['a4'] }, 'pens'] }, { it: ['laptop'] }]);
    expect(tree[0]).toMatchObject({ id: '1', label: 'office' });
    expect(branchIds(tree)).toEqual(['1', '2', '3']);
  });

  it('makes a root of a row whose parent is none, unknown (not listed) or itself', () => {
    const tree = buildRecordTree(rows([1, 'none', null], [2, 'empty', ''], [3, 'unlisted', 99], [4, 'self', 4]), 'parent', label);
    expect(shape(tree)).toEqual(['none', 'empty', 'unlisted', 'self']);
  });

  it('shows every row of a cycle once, opened at its first row', () => {
    const tree = buildRecordTree(rows([1, 'a', 3], [2, 'b', 1], [3, 'c', 2], [4, 'root']), 'parent', label);
    expect(shape(tree)).toEqual(['root', { a: [{ b: ['c'] }] }]);
  });

  it('a tree module names its parent by a record pick of itself', () => {
    const trees = MODULES.filter((descriptor) => descriptor.capabilities.tree);
    expect(trees.length).toBeGreaterThan(0);
    for (const descriptor of trees) {
      const field = descriptor.fields.find((candidate) => candidate.key === descriptor.capabilities.tree!.parent);
      expect(field && field.type === 'recordPick' && typeof field.target === 'object' && field.target.module).toBe(descriptor.key);
    }
  });
});
