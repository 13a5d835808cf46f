/** The second factor's pieces that need no database: TOTP codes, the secret's encryption, recovery codes. */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too: the phone's clock may be a little off. */
const WINDOW_STEPS = 1;
/** 10 recovery codes of 16 characters (80 bits) from an alphabet without look-alikes. */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const RECOVERY_LENGTH = 16;

/** A new secret of 20 random bytes (RFC 4226's recommended length), as base32 text. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address a QR code carries: the app shows `issuer (label)`. */
export const otpauthUri = (secret: string, issuer: string, label: string) =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS }).toString();

/** The time step of `code` when it is right at `now` (this step, or one either side), else null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS, window: WINDOW_STEPS, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The secret's key: AES-256-GCM, derived from the token secret so the database alone does not hold it. */
export const secretKeyOf = (tokenSecret: string) => Buffer.from(hkdfSync("sha256", tokenSecret, "", "two-step-secret", 32));

/** `iv.tag.ciphertext`, each base64url. */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(".");
}

/** The secret, or null when it cannot be read (another key: the token secret was changed). */
export function decryptSecret(key: Buffer, stored: string): string | null {
  try {
    const [iv, tag, data] = stored.split(".").map((p) => Buffer.from(p, "base64url"));
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** Ten new recovery codes, shown as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return chars.match(/.{4}/g)!.join("-");
  });
}

/** What is stored of a recovery code: the SHA-256 of its characters, whatever the case, spaces or dashes typed. */
export const recoveryCodeHash = (code: string) =>
  createHash("sha256")
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ""))
    .digest("hex");

/** A six-digit code; anything else typed in the code step is taken as a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);
