import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-registry';
import { notifyCentreStaff } from '../notices';
import { figureDifferences } from './check';

/** What the daily check says of the differences it found, in the log and on the staff's notices. */
export function describeDifferences(differences: { table: string; key: Record<string, string> }[]) {
  const tables = [...new Set(differences.map((difference) => difference.table))].join(', ');
  return `The dashboard and report figures differ from the records in ${differences.length} place(s) (${tables}): run "npm run check:figures" for the list, then "npm run check:figures -- --refill" to count them again.`;
}

/**
 * The roll-ups recounted from the rows every night (03:30 UTC, one run across every process): a
 * difference is logged with each row and raised as a staff notice, since every figure on the
 * dashboard and the reports is read from them.
 */
export const checkFiguresJob = defineJob({
  name: 'figures.check',
  payload: z.object({}),
  schedule: '30 3 * * *',
  retry: { retryLimit: 1 },
  handler: async (app: FastifyInstance) => {
    const differences = await figureDifferences(app.db);
    if (differences.length === 0) {
      app.log.info('check:figures: the roll-ups match the records');
      return;
    }
    app.log.error({ differences }, 'check:figures: the roll-ups differ from the records');
    await notifyCentreStaff(app.db, { type: 'notification', title: describeDifferences(differences) });
  },
});
