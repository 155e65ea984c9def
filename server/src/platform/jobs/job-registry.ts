import type { z } from 'zod';
import type { JobInfo, JobOptions, JobQueue } from './job-queue';

/**
 * One background job, declared in a `<name>.job.ts` beside the code it runs (model: documenso's
 * packages/lib/jobs/definitions). Domain jobs take the app as their context and are listed in app.ts's
 * JOBS; the mail and SMS transports register their own delivery jobs, since they exist before any app
 * (and without one: the scripts, the SMTP rate test). Only this file and job-queue.ts call the queue's
 * define and schedule (scripts/check-imports.mjs refuses them anywhere else).
 */
export type JobDefinition<Context, Payload extends object = object> = {
  /** The queue's name: stable, since queued jobs and schedules are found by it. */
  name: string;
  /** What a job carries; checked before the handler sees it. Timed jobs carry `{}`. */
  payload: z.ZodType<Payload>;
  /** A cron (UTC) for a timed job: one run per tick across every process. None for jobs only sent. */
  schedule?: string;
  /** Retries, their delay, expiry and batch size; a function where they come from the configuration. */
  retry: JobOptions | ((context: Context) => JobOptions);
  // Method syntax, so that a definition with its own payload type fits a list of definitions.
  handler(context: Context, data: Payload, job: JobInfo): Promise<void>;
};

/** Declares a job; the identity, but it infers the context and payload types from the declaration. */
export function defineJob<Context, Payload extends object>(
  definition: JobDefinition<Context, Payload>,
): JobDefinition<Context, Payload> {
  return definition;
}

/**
 * Defines every listed job at once (before the queue starts, so their workers start with it) and answers
 * the scheduling of the timed ones, which the queue holds until it has started.
 */
export function registerJobs<Context>(
  jobs: JobQueue,
  definitions: readonly JobDefinition<Context>[],
  context: Context,
): Promise<void> {
  for (const definition of definitions) {
    const options = typeof definition.retry === 'function' ? definition.retry(context) : definition.retry;
    jobs.define(
      definition.name,
      (data, job) => definition.handler(context, definition.payload.parse(data), job),
      options,
    );
  }
  return (async () => {
    for (const definition of definitions)
      if (definition.schedule) await jobs.schedule(definition.name, definition.schedule);
  })();
}
