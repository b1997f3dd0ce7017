import { sql, type SQL } from 'drizzle-orm';
import { delegations, signAuthorizations } from '../db/schema.ts';

/** The day delegations and sign authorizations are checked against: each is in force from its first to its last day. */
export const delegationDay = () => new Date().toISOString().slice(0, 10);

/**
 * SQL, a subquery of user ids: whom an actor may act for today in a module — themself, whoever delegated their
 * approvals to them (in every module, or in the modules the delegation lists), and whoever authorized them to sign
 * for them in that module (sign authorization). `module` is a module key, or the column of one in the outer query.
 * The one answer to "may this person decide that person's task?" for to-do lists, actions, field rights and access.
 */
export function principalsSql(actorId: number, module: string | SQL): SQL {
  const day = delegationDay();
  return sql`(select ${actorId}::int
    union all select d.from_user_id from ${delegations} d where d.to_user_id = ${actorId} and d.enabled and d.starts_on <= ${day}
      and d.ends_on >= ${day} and (cardinality(d.modules) = 0 or ${module} = any(d.modules))
    union all select s.grantor_id from ${signAuthorizations} s where s.signer_id = ${actorId} and s.enabled and s.valid_from <= ${day}
      and s.valid_to >= ${day} and ${module} = any(s.modules))`;
}
