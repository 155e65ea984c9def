import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Role } from '../db/schema';

export type TokenClaims = { userId: number; role: Role; tokenVersion: number };

const SESSION_TTL = '1d';
const REMEMBER_ME_TTL = '30d';
const ISSUER = 'centre-admin';

export type TokenService = {
  sign: (claims: TokenClaims, options: { rememberMe: boolean }) => Promise<string>;
  /** Returns undefined for any token that is malformed, expired or signed with another secret. */
  verify: (token: string) => Promise<TokenClaims | undefined>;
};

export function createTokenService(secret: string): TokenService {
  // Imported once: jose imports a raw (Uint8Array) key again on every call, a WebCrypto round trip
  // that cost a noticeable share of each request's CPU in the bench.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens this process has verified, kept until they expire: the same bytes under the same secret
  // always verify the same way, and the HMAC (a WebCrypto job on the thread pool) was a visible share
  // of a small request's CPU. Revocation is unaffected: the auth plugin checks the account (token
  // version, activation, deletion) on every request, after this.
  const verified = new LRUCache<string, TokenClaims>({ max: 10_000 });
  return {
    sign: async (claims, { rememberMe }) =>
      new SignJWT({ auth: claims.role, ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(rememberMe ? REMEMBER_ME_TTL : SESSION_TTL)
        .sign(await key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.ver !== 'number') return undefined;
        const claims = { userId, role: payload.auth as Role, tokenVersion: payload.ver };
        const lifetimeMs = (payload.exp ?? 0) * 1000 - Date.now();
        if (lifetimeMs > 0) verified.set(token, claims, { ttl: lifetimeMs });
        return claims;
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
