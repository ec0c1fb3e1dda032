import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: a const enum, which verbatimModuleSyntax cannot read from the package. */
const ARGON2ID = 2 satisfies Algorithm.Argon2id;

/** argon2id with OWASP's recommended cost (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
