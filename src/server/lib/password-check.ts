import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/database.ts';
import { loginAttempts } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';

/**
 * Failed password checks allowed in the window: per account from one address, per address over all accounts, and
 * per account over all addresses. The last one refuses only addresses that have failed already, so nobody can lock
 * an account for its owner: a correct password from an address with no failures still gets through.
 */
export const THROTTLE = { windowMinutes: 15, perAccountFromAddress: 5, perAddress: 30, perAccount: 50 } as const;

type Counts = { account_from_address: number; address: number; account: number };

async function refuseWhenThrottled(db: Db, loginName: string, ip: string) {
  const since = sql`now() - ${THROTTLE.windowMinutes} * interval '1 minute'`;
  const [counts] = await selectRows<Counts>(
    db,
    sql`select
      count(*) filter (where login_name = ${loginName} and ip = ${ip})::int as account_from_address,
      count(*) filter (where ip = ${ip})::int as address,
      count(*) filter (where login_name = ${loginName})::int as account
    from ${loginAttempts} where not success and at > ${since} and (login_name = ${loginName} or ip = ${ip})`,
  );
  const throttled =
    counts.account_from_address >= THROTTLE.perAccountFromAddress ||
    counts.address >= THROTTLE.perAddress ||
    (counts.account >= THROTTLE.perAccount && counts.address > 0);
  if (throttled) throw new AppError(429, 'errors.429', { minutes: THROTTLE.windowMinutes });
}

/**
 * Every place that checks a password (sign-in, the password-change screen, WeChat binding) goes through here, so
 * all of them count towards one throttle. `passwordHash` is null for an unknown account, which is checked against a
 * dummy hash so the answer takes as long. Answers whether the password is right; `refusal` names why the attempt
 * failed when it was right but the account may not sign in.
 */
export async function checkPassword(
  db: Db,
  attempt: { loginName: string; ip: string; passwordHash: string | null; password: string; refusal?: string | null },
): Promise<boolean> {
  const loginName = attempt.loginName.toLowerCase();
  await refuseWhenThrottled(db, loginName, attempt.ip);
  const right = await verifyPassword(attempt.passwordHash ?? DUMMY_HASH, attempt.password);
  const reason = !attempt.passwordHash || !right ? 'wrongCredentials' : (attempt.refusal ?? null);
  await db.insert(loginAttempts).values({ loginName, ip: attempt.ip, success: reason === null, reason });
  return right && attempt.passwordHash !== null;
}
