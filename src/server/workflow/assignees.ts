import { sql, type SQL } from 'drizzle-orm';
import { assigneeRules, type AssigneeCoverage, type AssigneeResolver, type AssigneeRule, type ProcessModel } from '../../../flows/index.ts';
import { isId } from '../../shared/rules/rules.ts';
import { selectRows, type Db } from '../db/database.ts';
import { offices, posts, records, roles, userPosts, userRoles, users } from '../db/schema.ts';

const ruleKey = (rule: AssigneeRule) => `${rule.type}:${rule.value ?? ''}${rule.scope === 'group' ? ':group' : ''}`;

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
 * One SQL expression answering, as JSON `{ "<type>:<value>[:group]": [userIds] }`, who every assignee rule of a model
 * resolves to for one applicant and document: active post or role holders within the applicant's company (or the
 * whole group where the rule says so), the named active users, the applicant's department head N levels up (the
 * head of their office or of the nearest office above with an active head, never the applicant; then the next
 * such head above that one...), the heads of the offices a document field lists, the project leader. Folded into
 * a bigger query, it saves a round trip per rule. `data` is the document's data (jsonb), for rules that read it.
 */
export function assigneeTableSql(
  model: ProcessModel,
  applicantId: number | SQL,
  projectLeaderId: number | null | SQL,
  data: SQL | Readonly<Record<string, unknown>>,
): SQL {
  const entries: SQL[] = [];
  const seen = new Set<string>();
  const applicant = sql`${applicantId}::int`;
  // Holders of a post or role in the applicant's company, unless the rule looks group-wide.
  const inCompany = (rule: AssigneeRule) =>
    rule.scope === 'group'
      ? sql`true`
      : sql`exists (select 1 from ${users} a join ${offices} c on c.id = coalesce(a.company_id, a.office_id) join ${offices} uo on uo.id = u.office_id
          where a.id = ${applicant} and uo.path like c.path || '%')`;
  const document = 'getSQL' in data ? (data as SQL) : sql`${JSON.stringify(data)}::jsonb`;
  for (const { rule } of assigneeRules(model)) {
    const key = ruleKey(rule);
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(sql`${key}::text, ${ruleSql(rule, { applicant, projectLeaderId, document, inCompany })}`);
  }
  return entries.length ? sql`json_build_object(${sql.join(entries, sql`, `)})` : sql`'{}'::json`;
}

type RuleContext = { applicant: SQL; projectLeaderId: number | null | SQL; document: SQL; inCompany: (rule: AssigneeRule) => SQL };

/** The JSON array of user ids one rule resolves to. */
function ruleSql(rule: AssigneeRule, { applicant, projectLeaderId, document, inCompany }: RuleContext): SQL {
  switch (rule.type) {
    case 'post':
      return sql`(select coalesce(json_agg(distinct u.id order by u.id), '[]'::json) from ${userPosts} up join ${posts} p on p.id = up.post_id
        join ${users} u on u.id = up.user_id where p.code = ${rule.value ?? ''} and u.enabled and ${inCompany(rule)})`;
    case 'role':
      return sql`(select coalesce(json_agg(distinct u.id order by u.id), '[]'::json) from ${userRoles} ur join ${roles} r on r.id = ur.role_id
        join ${users} u on u.id = ur.user_id where r.code = ${rule.value ?? ''} and u.enabled and ${inCompany(rule)})`;
    case 'users':
      return sql`(select coalesce(json_agg(u.id order by u.id), '[]'::json) from ${users} u where u.id = any(${intArray(userIdsOf(rule.value))}) and u.enabled)`;
    case 'deptHead': {
      // The distinct active heads above the applicant, nearest first; the rule takes the N-th.
      const levels = isId(rule.value ?? '') ? Number(rule.value) : 1;
      return sql`(select coalesce(json_agg(head), '[]'::json) from (select head from (select distinct on (o.head_user_id) o.head_user_id as head,
          array_position(string_to_array(trim(both '/' from ao.path), '/')::int[], o.id) as depth from ${users} a
        join ${offices} ao on ao.id = a.office_id
        join ${offices} o on o.id = any(string_to_array(trim(both '/' from ao.path), '/')::int[])
        join ${users} h on h.id = o.head_user_id and h.enabled
        where a.id = ${applicant} and o.head_user_id <> ${applicant}
        order by o.head_user_id, depth desc) heads order by depth desc offset ${levels - 1} limit 1) nth)`;
    }
    case 'officeHeads':
      // One approver per office the document names (a tree pick of one or several offices): each office's head.
      return sql`(select coalesce(json_agg(distinct o.head_user_id order by o.head_user_id), '[]'::json) from ${offices} o
        join ${users} h on h.id = o.head_user_id and h.enabled
        where o.id::text in (select jsonb_array_elements_text(case jsonb_typeof(${document} -> ${rule.value ?? ''})
          when 'array' then ${document} -> ${rule.value ?? ''} when 'number' then jsonb_build_array(${document} -> ${rule.value ?? ''}) else '[]'::jsonb end)))`;
    case 'fieldUser': {
      // The user a user pick of the document names, or (`<pick>.<field>`) a user pick of the record its record pick names.
      const [own, through] = (rule.value ?? '').split('.');
      const named =
        through === undefined
          ? sql`${document} ->> ${own}`
          : sql`(select r.data ->> ${through} from ${records} r where r.id::text = ${document} ->> ${own} and r.deleted_at is null)`;
      return sql`(select coalesce(json_agg(u.id), '[]'::json) from ${users} u where u.enabled and u.id::text = ${named})`;
    }
    case 'projectLeader':
      return projectLeaderId === null
        ? sql`'[]'::json`
        : sql`(case when ${projectLeaderId}::int is null then '[]'::json else json_build_array(${projectLeaderId}::int) end)`;
    case 'chosen':
      return sql`'[]'::json`;
  }
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
export async function resolverFor(
  db: Db,
  model: ProcessModel,
  applicantId: number,
  projectLeaderId: number | null,
  data: Readonly<Record<string, unknown>>,
): Promise<AssigneeResolver> {
  const [row] = await selectRows<{ table: Record<string, number[]> }>(
    db,
    sql`select ${assigneeTableSql(model, applicantId, projectLeaderId, data)} as "table"`,
  );
  return resolverFrom(row.table);
}

/** The department head of a user: the head of their office or of the nearest office above with an active head, never themself. */
export async function deptHeadOf(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await selectRows<{ heads: number[] }>(
    db,
    sql`select ${ruleSql({ type: 'deptHead' }, { ...NO_DOCUMENT, applicant: sql`${userId}::int` })} as heads`,
  );
  return row.heads[0];
}

type Department = { id: number; name: string; heads: number; company_path: string | null };

/**
 * For verification: how many active users each assignee rule of a model finds for the people of every department
 * that files documents — the department-head rule needs as many distinct active heads above the department as it
 * climbs levels, a post or role needs holders within the department's company (or anywhere, group-wide), named users
 * must be active. Rules read from the document or chosen at run time are not checked here.
 */
export async function assigneeCoverage(db: Db, model: ProcessModel): Promise<AssigneeCoverage> {
  const departments = await selectRows<Department>(
    db,
    sql`select d.id, d.name,
      (select count(distinct o.head_user_id)::int from ${offices} o join ${users} h on h.id = o.head_user_id and h.enabled
        where o.id = any(string_to_array(trim(both '/' from d.path), '/')::int[])) as heads,
      (select c.path from ${users} u0 join ${offices} c on c.id = coalesce(u0.company_id, u0.office_id) where u0.office_id = d.id and u0.enabled limit 1) as company_path
    from ${offices} d where exists (select 1 from ${users} u where u.office_id = d.id and u.enabled) order by d.path`,
  );
  const holders = new Map<string, number>();
  for (const { rule } of assigneeRules(model)) {
    if (rule.type !== 'post' && rule.type !== 'role' && rule.type !== 'users') continue;
    const places = rule.type === 'users' || rule.scope === 'group' ? [null] : [...new Set(departments.map((department) => department.company_path))];
    for (const place of places) {
      const key = `${ruleKey(rule)}@${place ?? '*'}`;
      if (holders.has(key)) continue;
      const within = place === null ? sql`true` : sql`exists (select 1 from ${offices} uo where uo.id = u.office_id and uo.path like ${`${place}%`})`;
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from json_array_elements_text(${ruleSql({ ...rule, scope: 'group' }, NO_DOCUMENT)}) ids(id)
        join ${users} u on u.id = ids.id::int where ${within}`,
      );
      holders.set(key, row.n);
    }
  }
  return (rule) => {
    if (rule.type === 'deptHead') {
      const levels = isId(rule.value ?? '') ? Number(rule.value) : 1;
      return departments.map((department) => ({ office: department.name, activeUsers: department.heads >= levels ? 1 : 0 }));
    }
    if (rule.type !== 'post' && rule.type !== 'role' && rule.type !== 'users') return [];
    if (rule.type === 'users' || rule.scope === 'group') return [{ office: '*', activeUsers: holders.get(`${ruleKey(rule)}@*`) ?? 0 }];
    return departments.map((department) => ({ office: department.name, activeUsers: holders.get(`${ruleKey(rule)}@${department.company_path ?? '*'}`) ?? 0 }));
  };
}

/** Rules resolved without an applicant or a document (verification counts holders itself). */
const NO_DOCUMENT: RuleContext = { applicant: sql`null::int`, projectLeaderId: null, document: sql`'{}'::jsonb`, inCompany: () => sql`true` };
