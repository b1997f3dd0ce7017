import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the enum is ambient, so its value is written here. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP's minimum memory cost: strong, yet about 20 ms a sign-in on this hardware. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the account does not exist keeps the answer time the same. */
export const DUMMY_HASH = await hashPassword('not-a-real-password');
