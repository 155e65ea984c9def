/**
 * The offline app's worker precaches what webpack built (.umirc.ts, GenerateSW), but umi writes some of
 * what index.html loads after webpack has finished (preload_helper.<hash>.js): an offline start then
 * failed on that script (issue 30 item 9). This reads the built dist/index.html, and every same-origin
 * file it loads (scripts, stylesheets, icons, the manifest) that the worker's precache list lacks is
 * added to it, with its content's hash as revision. Run after `max build`, before compress-dist.mjs.
 * A file index.html names that is not in dist/ fails the build: the offline start would fail on it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const workerFile = path.join(dist, 'service-worker.js');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
let worker = fs.readFileSync(workerFile, 'utf8');

/** Same-origin paths that index.html's tags load: `src` and `href` of script, link and img. */
function loadedBy(indexHtml) {
  const urls = new Set();
  for (const [, , url] of indexHtml.matchAll(/<(?:script|link|img)\b[^>]*?\s(src|href)="([^"]+)"/g)) {
    if (url.startsWith('/') && !url.startsWith('//')) urls.add(url.split(/[?#]/)[0]);
  }
  return [...urls];
}

// Workbox inlines its manifest as one array literal of {url:"…",revision:…} entries.
const manifests = [...worker.matchAll(/\[\{url:"[^\]]*?\}\]/g)];
if (manifests.length !== 1) {
  console.error(`service-worker.js: expected one precache list, found ${manifests.length}`);
  process.exit(1);
}
const [list] = manifests;
const listed = new Set([...list[0].matchAll(/url:"([^"]+)"/g)].map((match) => match[1]));
const missing = loadedBy(html).filter((url) => !listed.has(url));
const added = missing.map((url) => {
  const file = path.join(dist, url);
  if (!fs.existsSync(file)) {
    console.error(`index.html loads ${url}, which is not in dist/: an offline start would fail on it`);
    process.exit(1);
  }
  const revision = crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex');
  return `{url:${JSON.stringify(url)},revision:${JSON.stringify(revision)}}`;
});
if (added.length > 0) {
  const grown = `${list[0].slice(0, -1)},${added.join(',')}]`;
  worker = worker.slice(0, list.index) + grown + worker.slice(list.index + list[0].length);
  fs.writeFileSync(workerFile, worker);
}
console.log(
  `Offline app: every file index.html loads is precached (${added.length ? `added ${missing.join(', ')}` : 'none was missing'}).`,
);
