/**
 * Writes the server's OpenAPI document to server/openapi.json (committed). With --check it fails
 * when the committed file is not what the code produces, which `npm test` runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { createFieldCipher } from '../src/lib/field-encryption';
import { createTokenService } from '../src/lib/jwt';
import { createInertJobQueue } from '../src/platform/jobs/job-queue';
import { nullMailer } from '../src/platform/mail/mailer';
import { loadConfig } from '../src/plugins/env';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi.json');
const database = await openDatabase({ kind: 'pglite' });
const app = await buildApp({
  config: loadConfig({ STATIC_DIR: '/nonexistent' }),
  database,
  tokens: createTokenService('x'.repeat(32)),
  mailer: nullMailer,
  jobs: createInertJobQueue(),
  sms: { send: async () => {} },
  fieldCipher: createFieldCipher(Buffer.alloc(32)),
  logger: false,
});
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== document) {
    console.error('server/openapi.json is stale: run `npm run api:generate` and commit the result.');
    process.exit(1);
  }
  console.log('server/openapi.json is current.');
} else {
  fs.writeFileSync(target, document);
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}
