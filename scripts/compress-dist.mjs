/** Writes .br and .gz beside every compressible file in dist/, so the server sends them precompressed. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest|map)$/;
let files = 0;
for (const name of fs.readdirSync(dist, { recursive: true })) {
  const file = path.join(dist, name);
  if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile() || fs.statSync(file).size < 1024) continue;
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  files += 1;
}
console.log(`Precompressed ${files} files in dist/ (brotli and gzip).`);
