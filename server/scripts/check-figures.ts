/**
 * `npm run check:figures`: recounts every roll-up the dashboard and the reports read (issue 35) from
 * the records and prints each difference; exits 1 when there is one. `-- --refill` then counts them
 * all again from the records (under a lock that holds writers off meanwhile). On the embedded database
 * it needs the server stopped (one process opens the folder); the server's daily job runs the same
 * check while it runs.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { figureDifferences, refillFigures } from '../src/modules/rollups';
import { loadConfig } from '../src/plugins/env';

const { values: options } = parseArgs({ options: { refill: { type: 'boolean', default: false } } });
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir, worker: config.pgliteWorker },
);
try {
  const started = performance.now();
  const differences = await figureDifferences(database.db);
  const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (differences.length === 0) {
    console.log(`check:figures: every roll-up matches the records (${took}).`);
  } else {
    console.log(`check:figures: ${differences.length} roll-up row(s) differ from the records (${took}):`);
    for (const { table, key, kept, counted } of differences) {
      console.log(`  ${table} ${JSON.stringify(key)}: kept ${kept}, counted ${counted}`);
    }
    process.exitCode = 1;
  }
  if (options.refill) {
    await refillFigures(database.db);
    console.log('check:figures: every roll-up counted again from the records.');
  }
} finally {
  await database.close();
}
