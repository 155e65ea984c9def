import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '../db/schema';

export type TokenClaims = { userId: number; role: Role; tokenVersion: number };

const SESSION_TTL = '1d';
const REMEMBER_ME_TTL = '30d';
const ISSUER = 'centre-admin';

export type TokenService = {
  sign: (claims: TokenClaims, rememberMe: boolean) => Promise<string>;
  /** Returns undefined for any token that is malformed, expired or signed with another secret. */
  verify: (token: string) => Promise<TokenClaims | undefined>;
};

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims, rememberMe) =>
      new SignJWT({ auth: claims.role, ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(rememberMe ? REMEMBER_ME_TTL : SESSION_TTL)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.ver !== 'number') return undefined;
        return { userId, role: payload.auth as Role, tokenVersion: payload.ver };
      } catch {
        return undefined;
      }
    },
  };
}

/** JWT_SECRET when set; otherwise a secret generated once and kept (mode 0600) in the data folder. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
