import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";
import { isCommonPassword } from "../../core/passwords";

// OWASP's argon2id baseline: m=19 MiB, t=2, p=1 (algorithm 2 = argon2id).
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** A valid argon2id hash of a random password: verified against when the email is unknown, so timing tells nothing. */
let dummyHash: Promise<string> | undefined;

export const hashPassword = (password: string) => hash(password, ARGON);

/** Whether `password` is the one of `passwordHash`; a hash that cannot be read verifies nothing. */
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

/**
 * A password the server makes for someone (a new account without one, a reset): 12 random bytes,
 * 16 characters of base64url, never a common one. Answered once; only its hash is stored.
 */
export function generatePassword(account: { email?: string; name?: string } = {}): string {
  for (;;) {
    const password = randomBytes(12).toString("base64url");
    if (!isCommonPassword(password, account)) return password;
  }
}

/** Verify against a dummy hash when no account has the e-mail, so timing tells nothing. */
export async function verifyNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(await dummyHash, password);
  return false;
}
