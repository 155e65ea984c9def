import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A one-time key for e-mail links; only its SHA-256 is stored. */
export function newLinkKey(): { key: string; hash: string } {
  const key = randomBytes(24).toString('base64url');
  return { key, hash: sha256(key) };
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
