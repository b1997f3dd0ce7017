import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { assigneeRules, type AssigneeResolver, type AssigneeRule, type ProcessModel } from '../../../flows/index.ts';
import { isId } from '../../shared/rules/rules.ts';
import { selectRows, type Db } from '../db/database.ts';
import { offices, posts, roles, userPosts, userRoles, users } from '../db/schema.ts';

const ruleKey = (rule: AssigneeRule) => `${rule.type}:${rule.value ?? ''}`;

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

/** Comma-separated user ids of a `users` rule. */
const userIdsOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => isId(id))
    .map(Number);

/** An int[] parameter both drivers accept (ids are numbers, so the literal is safe). */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * One SQL expression answering, as JSON `{ "<type>:<value>": [userIds] }`, who every assignee rule of a model
 * resolves to for one applicant and document: active post or role holders, the named active users, the
 * applicant's department head (the head of their office or of the nearest office above with an active head,
 * never the applicant), the project leader. Folded into a bigger query, it saves a round trip per rule.
 */
export function assigneeTableSql(model: ProcessModel, applicantId: number | SQL, projectLeaderId: number | null | SQL): SQL {
  const entries: SQL[] = [];
  const seen = new Set<string>();
  for (const { rule } of assigneeRules(model)) {
    const key = ruleKey(rule);
    if (seen.has(key)) continue;
    seen.add(key);
    let ids: SQL;
    switch (rule.type) {
      case 'post':
        ids = sql`(select coalesce(json_agg(distinct u.id order by u.id), '[]'::json) from ${userPosts} up join ${posts} p on p.id = up.post_id
          join ${users} u on u.id = up.user_id where p.code = ${rule.value ?? ''} and u.enabled)`;
        break;
      case 'role':
        ids = sql`(select coalesce(json_agg(distinct u.id order by u.id), '[]'::json) from ${userRoles} ur join ${roles} r on r.id = ur.role_id
          join ${users} u on u.id = ur.user_id where r.code = ${rule.value ?? ''} and u.enabled)`;
        break;
      case 'users':
        ids = sql`(select coalesce(json_agg(u.id order by u.id), '[]'::json) from ${users} u where u.id = any(${intArray(userIdsOf(rule.value))}) and u.enabled)`;
        break;
      case 'deptHead':
        ids = sql`(select coalesce(json_agg(head), '[]'::json) from (select o.head_user_id as head from ${users} a
          join ${offices} ao on ao.id = a.office_id
          join ${offices} o on o.id = any(string_to_array(trim(both '/' from ao.path), '/')::int[])
          join ${users} h on h.id = o.head_user_id and h.enabled
          where a.id = ${applicantId}::int and o.head_user_id <> ${applicantId}::int
          order by array_position(string_to_array(trim(both '/' from ao.path), '/')::int[], o.id) desc limit 1) heads)`;
        break;
      case 'projectLeader':
        ids =
          projectLeaderId === null
            ? sql`'[]'::json`
            : sql`(case when ${projectLeaderId}::int is null then '[]'::json else json_build_array(${projectLeaderId}::int) end)`;
        break;
      case 'chosen':
        ids = sql`'[]'::json`;
        break;
    }
    entries.push(sql`${key}::text, ${ids}`);
  }
  return entries.length ? sql`json_build_object(${sql.join(entries, sql`, `)})` : sql`'{}'::json`;
}

/** What the text of `assigneeTableSql` depends on (not the values): one prepared statement per shape. */
export const assigneeTableShape = (model: ProcessModel) => [...new Map(assigneeRules(model).map(({ rule }) => [ruleKey(rule), rule.type])).values()].join(',');

/** The executor's synchronous resolver over a table from `assigneeTableSql`. */
export const resolverFrom =
  (table: Readonly<Record<string, number[]>>): AssigneeResolver =>
  (rule) =>
    table[ruleKey(rule)] ?? [];

/**
 * Resolves every assignee rule of a model for one applicant and document up front, in one query, and answers
 * the executor's synchronous resolver from that table (flows/README.md "Running a process").
 */
export async function resolverFor(db: Db, model: ProcessModel, applicantId: number, projectLeaderId: number | null): Promise<AssigneeResolver> {
  const [row] = await selectRows<{ table: Record<string, number[]> }>(db, sql`select ${assigneeTableSql(model, applicantId, projectLeaderId)} as "table"`);
  return resolverFrom(row.table);
}
