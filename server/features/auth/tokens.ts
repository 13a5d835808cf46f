import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { Role } from "#schemas/auth";

const ISSUER = "cement-site";
const AUDIENCE = "cement-site-admin";
/** Signing reads the clock twice (iat, exp); a second between them is not a longer life. */
const CLOCK_TOLERANCE_SECONDS = 5;

/** The token payload the admin panel reads (userId, adminId, userEmailId, userName, userPhone, roleType) plus our token version `tv`. */
export interface TokenClaims {
  userId: string;
  adminId: string;
  userEmailId: string;
  userName: string;
  userPhone: string;
  roleType: Role;
  tv: number;
}

export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    /** Verified claims, or null for anything forged, expired, or of another algorithm. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ["exp", "iat", "iss", "aud", "sub"],
          maxTokenAge: ttlSeconds + CLOCK_TOLERANCE_SECONDS,
        });
        if (typeof payload.userId !== "string" || typeof payload.tv !== "number") return null;
        // A token signed for longer than the configured life is refused, whatever its exp says.
        if (typeof payload.iat !== "number" || payload.exp! - payload.iat > ttlSeconds + CLOCK_TOLERANCE_SECONDS) return null;
        return payload as unknown as TokenClaims;
      } catch {
        return null;
      }
    },
    /**
     * A short-lived token for one purpose other than signing in (a download link, say): its own
     * audience, so neither kind is ever taken for the other.
     */
    async signPurpose(audience: string, subject: string, claims: Record<string, unknown>, lifeSeconds: number): Promise<string> {
      if (audience === AUDIENCE) throw new Error("a purpose token cannot have the session's audience");
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifeSeconds)
        .sign(key);
    },
    /** The claims of a token signPurpose made for `audience`, or null for anything forged, expired or of another purpose. */
    async verifyPurpose(audience: string, token: string, lifeSeconds: number): Promise<JWTPayload | null> {
      if (audience === AUDIENCE) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience,
          requiredClaims: ["exp", "iat", "iss", "aud", "sub"],
          maxTokenAge: lifeSeconds + CLOCK_TOLERANCE_SECONDS,
        });
        if (typeof payload.iat !== "number" || payload.exp! - payload.iat > lifeSeconds + CLOCK_TOLERANCE_SECONDS) return null;
        return payload;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
