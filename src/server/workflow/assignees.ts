import { and, eq, inArray } from 'drizzle-orm';
import { assigneeRules, type AssigneeResolver, type AssigneeRule, type ProcessModel } from '../../../flows/index.ts';
import type { Db } from '../db/database.ts';
import { offices, posts, roles, userPosts, userRoles, users } from '../db/schema.ts';

const ruleKey = (rule: AssigneeRule) => `${rule.type}:${rule.value ?? ''}`;

/** Active users holding a post, or a role. */
async function holdersOf(db: Db, kind: 'post' | 'role', code: string): Promise<number[]> {
  const rows =
    kind === 'post'
      ? await db
          .select({ id: users.id })
          .from(userPosts)
          .innerJoin(posts, eq(posts.id, userPosts.postId))
          .innerJoin(users, eq(users.id, userPosts.userId))
          .where(and(eq(posts.code, code), eq(users.enabled, true)))
      : await db
          .select({ id: users.id })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .innerJoin(users, eq(users.id, userRoles.userId))
          .where(and(eq(roles.code, code), eq(users.enabled, true)));
  return [...new Set(rows.map((row) => row.id))].sort((a, b) => a - b);
}

/**
 * The applicant's department head: the head of their office, or of the nearest office above that has one.
 * A head applying for themself goes to the head above them.
 */
export async function departmentHeadOf(db: Db, applicantId: number): Promise<number[]> {
  const [applicant] = await db.select({ officeId: users.officeId }).from(users).where(eq(users.id, applicantId));
  if (!applicant?.officeId) return [];
  const [office] = await db.select({ path: offices.path }).from(offices).where(eq(offices.id, applicant.officeId));
  const chain = office.path.split('/').filter(Boolean).map(Number).reverse();
  const rows = await db
    .select({ id: offices.id, head: offices.headUserId, enabled: users.enabled })
    .from(offices)
    .leftJoin(users, eq(users.id, offices.headUserId))
    .where(inArray(offices.id, chain));
  for (const id of chain) {
    const row = rows.find((r) => r.id === id);
    if (row?.head && row.enabled && row.head !== applicantId) return [row.head];
  }
  return [];
}

/** Whether an office, or one above it, has an active head: the department-head rule can then find someone. */
export async function headsAbove(db: Db, officeId: number): Promise<boolean> {
  const [office] = await db.select({ path: offices.path }).from(offices).where(eq(offices.id, officeId));
  if (!office) return false;
  const chain = office.path.split('/').filter(Boolean).map(Number);
  const [found] = await db
    .select({ id: offices.id })
    .from(offices)
    .innerJoin(users, eq(users.id, offices.headUserId))
    .where(and(inArray(offices.id, chain), eq(users.enabled, true)))
    .limit(1);
  return Boolean(found);
}

/**
 * Resolves every assignee rule of a model for one applicant and document up front, and answers the executor's
 * synchronous resolver from that table (flows/README.md "Running a process").
 */
export async function resolverFor(db: Db, model: ProcessModel, applicantId: number, projectLeaderId: number | null): Promise<AssigneeResolver> {
  const table = new Map<string, number[]>();
  for (const { rule } of assigneeRules(model)) {
    const key = ruleKey(rule);
    if (table.has(key)) continue;
    switch (rule.type) {
      case 'post':
      case 'role':
        table.set(key, await holdersOf(db, rule.type, rule.value ?? ''));
        break;
      case 'users': {
        const ids = (rule.value ?? '')
          .split(',')
          .map((id) => Number(id.trim()))
          .filter((id) => Number.isInteger(id) && id > 0);
        const active = ids.length
          ? await db
              .select({ id: users.id })
              .from(users)
              .where(and(inArray(users.id, ids), eq(users.enabled, true)))
          : [];
        table.set(
          key,
          active.map((row) => row.id),
        );
        break;
      }
      case 'deptHead':
        table.set(key, await departmentHeadOf(db, applicantId));
        break;
      case 'projectLeader':
        table.set(key, projectLeaderId ? [projectLeaderId] : []);
        break;
      case 'chosen':
        table.set(key, []);
        break;
    }
  }
  return (rule) => table.get(ruleKey(rule)) ?? [];
}
