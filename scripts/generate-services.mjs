/**
 * Generates the SPA's API client (src/services/api) from server/openapi.json with @umijs/openapi.
 * With --check it generates into a temporary folder and fails when src/services differs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateService } from '@umijs/openapi';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const outDir = check ? fs.mkdtempSync(path.join(os.tmpdir(), 'services-')) : path.join(root, 'src/services');

if (!check) fs.rmSync(path.join(outDir, 'api'), { recursive: true, force: true });
await generateService({
  schemaPath: path.join(root, 'server/openapi.json'),
  serversPath: outDir,
  projectName: 'api',
  namespace: 'API',
  requestLibPath: "import { request } from '@umijs/max';",
  // Paths in the document already start with /api, and the request layer adds no prefix of its own.
  apiPrefix: "''",
  nullable: false,
  hook: {
    // Keep `| null` for nullable fields without turning every optional parameter into a required one.
    customType: (schema, namespace, originGetType) => {
      const type = originGetType(schema, namespace);
      return schema?.nullable && !/\bnull\b/.test(type) ? `${type} | null` : type;
    },
    // Query defaults are the server's business: generated code that repeats them also repeats the
    // keys the caller passes (TS2783), so the defaults are left out of the client.
    afterOpenApiDataInited: (document) => {
      for (const operations of Object.values(document.paths ?? {})) {
        for (const operation of Object.values(operations)) {
          for (const parameter of operation?.parameters ?? []) delete parameter.schema?.default;
        }
      }
      return document;
    },
  },
});

if (check) {
  const differences = compareFolders(path.join(outDir, 'api'), path.join(root, 'src/services/api'));
  fs.rmSync(outDir, { recursive: true, force: true });
  if (differences.length > 0) {
    console.error(`src/services/api is stale (${differences.join(', ')}): run \`npm run api:generate\` and commit.`);
    process.exit(1);
  }
  console.log('src/services/api is current.');
}

function compareFolders(expectedDir, actualDir) {
  const list = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
  const names = new Set([...list(expectedDir), ...list(actualDir)]);
  return [...names].filter((name) => {
    const a = path.join(expectedDir, name);
    const b = path.join(actualDir, name);
    return !fs.existsSync(a) || !fs.existsSync(b) || fs.readFileSync(a, 'utf8') !== fs.readFileSync(b, 'utf8');
  });
}
