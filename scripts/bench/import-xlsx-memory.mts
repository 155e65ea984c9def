/**
 * Peak memory (RSS) of reading a 20 MB, 50,000-row .xlsx the way an import does: the summary (sheet
 * names, header, row count) and then every row, one pass each, as the dry run and the import job do.
 * The file is written by one process and read by a fresh one, so the process's peak RSS (maxRSS) is
 * the reading's alone: `tsx scripts/bench/import-xlsx-memory.mts [rows]` (run by `npm run bench:import`).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSheet } from '../../server/src/lib/xlsx-sheet.ts';
import { fileRows, MAX_IMPORT_BYTES, summariseFile } from '../../server/src/modules/imports/import-file.ts';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

if (process.argv[2] === '--read') {
  const bytes = readFileSync(process.argv[3]);
  const baseline = process.memoryUsage().rss;
  const started = performance.now();
  const summary = await summariseFile('students.xlsx', bytes);
  let rows = 0;
  for await (const _row of fileRows('students.xlsx', bytes, summary.sheet)) rows += 1;
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(
    `xlsx ${mb(bytes.length)}, ${summary.rowCount} rows (${rows - 1} read again): ${((performance.now() - started) / 1000).toFixed(1)} s, RSS with the file loaded ${mb(baseline)}, peak ${mb(peak)} (+${mb(peak - baseline)})`,
  );
  process.exit(0);
}

const ROWS = Number(process.argv[2] ?? 50_000);

// Random comments barely compress, so 50,000 rows make a file just under the 20 MB upload limit.
const comment = (i: number) => randomBytes(355 + (i % 10)).toString('base64');
const bytes = await writeSheet(
  {
    name: 'Students',
    header: ['Student ID', 'First Name', 'Last Name', 'Email', 'Start Date', 'Hourly Rate', 'Comments'],
    columnWidths: [10, 10, 10, 20, 10, 10, 40],
  },
  (function* () {
    for (let i = 0; i < ROWS; i += 1)
      yield [
        `X${String(i).padStart(6, '0')}`,
        `First${i}`,
        `Last${i}`,
        `x${i}@example.com`,
        46000 + (i % 300),
        42.5,
        comment(i),
      ];
  })(),
);
if (bytes.length > MAX_IMPORT_BYTES) throw new Error(`the file is ${mb(bytes.length)}: over the limit`);
const file = path.join(os.tmpdir(), `bench-import-${process.pid}.xlsx`);
writeFileSync(file, bytes);
try {
  const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1], '--read', file], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`reading the file failed (${run.status})`);
} finally {
  rmSync(file, { force: true });
}
