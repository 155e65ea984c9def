/**
 * The webhooks module's public face: the outbox writer other modules call inside their transactions,
 * the routes (Centre Settings → Integrations), the delivery jobs and the events' documentation.
 */
export { webhookDeliverJob } from './webhook-deliver.job';
export { registerWebhookDispatch } from './webhook-dispatch';
export { webhookDocumentation } from './webhook-events';
export { emitWebhookEvent } from './webhook-outbox';
export { emitLessonEvents, emitStudentEvents } from './webhook-subjects';
export { webhookSweepJob } from './webhook-sweep.job';
export { webhookRoutes } from './webhooks.routes';
