/**
 * Encryption at rest for sensitive fields (the teacher's SIN): AES-256-GCM with a random IV per value.
 * The key is DATA_ENCRYPTION_KEY (64 hex characters) or, when unset, one generated once and kept
 * (mode 0600) in the data folder beside the JWT secret. Lose the key and the values cannot be read.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';

export type FieldCipher = {
  encrypt: (plain: string) => string;
  decrypt: (stored: string) => string;
};

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('The field encryption key must be 32 bytes (64 hex characters)');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        data.toString('base64url'),
      ].join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unreadable encrypted value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** DATA_ENCRYPTION_KEY when set; otherwise a key generated once and kept in the data folder. */
export function resolveFieldEncryptionKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'hex');
  const file = path.join(dataDir, 'data-encryption-key');
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}
