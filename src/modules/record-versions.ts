import { LIFECYCLES, type Lifecycle } from '../../machines/index.ts';
import type { ModuleDescriptor } from './module.types.ts';

/** A history row as far as versions need it (src/server/engine/record-history.ts answers them, oldest first). */
export type VersionSource = { event: string; toStatus: number; at: string | Date; actorName: string | null; snapshot: unknown };

/** A signed version of a document: its number (1 the first signing), the status it was signed into, when and by whom, its fields, what changed from the one before. */
export type SignedVersion = { number: number; status: number; signedAt: string; signedBy: string | null; data: Record<string, unknown>; changed: string[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs between two snapshots, in the descriptor's order (status included). */
export function changedFields(descriptor: Pick<ModuleDescriptor, 'fields'>, before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  const keys = ['status', ...descriptor.fields.map((field) => field.key)];
  const extra = Object.keys(after).filter((key) => !keys.includes(key) && key !== 'serialNo');
  return [...keys, ...extra].filter((key) => (before ? !same(before[key], after[key]) : after[key] !== undefined && after[key] !== null && after[key] !== ''));
}

/** The statuses an approval signs a version into: the first signing, and an approved change. */
const SIGNED_KEYS = ['signed', 'changed'];

/**
 * A document's signed versions, oldest first: the document as each approval that signed it left it, the first
 * signing and then every approved change (a change is a new version of the same document, never a new document).
 * Only lifecycles with these statuses have versions.
 */
export function signedVersions(descriptor: Pick<ModuleDescriptor, 'fields' | 'lifecycle'>, rows: readonly VersionSource[]): SignedVersion[] {
  const lifecycle = descriptor.lifecycle ? (LIFECYCLES[descriptor.lifecycle] as Lifecycle) : undefined;
  const signing = new Set(lifecycle?.statuses.filter((status) => SIGNED_KEYS.includes(status.key)).map((status) => status.code));
  if (signing.size === 0) return [];
  const versions: SignedVersion[] = [];
  for (const row of rows) {
    if (row.event !== 'approval.approve' || !signing.has(row.toStatus) || !row.snapshot) continue;
    const { status: _status, serialNo: _serialNo, ...data } = row.snapshot as Record<string, unknown>;
    const before = versions.at(-1)?.data ?? null;
    versions.push({
      number: versions.length + 1,
      status: row.toStatus,
      signedAt: new Date(row.at).toISOString(),
      signedBy: row.actorName,
      data,
      changed: before ? changedFields(descriptor, before, data) : [],
    });
  }
  return versions;
}

/** The version in force at the end of a day (yyyy-mm-dd, the reader's local day): the last one signed by then. */
export const versionAsOf = (versions: readonly SignedVersion[], day: string): SignedVersion | undefined =>
  versions.filter((version) => new Date(version.signedAt) <= new Date(`${day}T23:59:59.999`)).at(-1);
