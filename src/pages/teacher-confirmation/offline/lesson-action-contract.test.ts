import fs from 'node:fs';
import path from 'node:path';
import { type LessonActionRequest, lessonActionHttp } from './lesson-action-queue';

/**
 * The service worker sends queued actions with plain fetch (the app may be closed), so its URLs are
 * written by hand in lessonActionHttp; the page sends the same actions through the generated services.
 * Each kind must be the API operation the page calls, as server/openapi.json describes it: a wrong URL
 * or method here would be accepted by every other test and fail only on a teacher's phone.
 */
type Operation = { operationId?: string; requestBody?: unknown };
const openapi = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../server/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

function operationAt(method: string, url: string): { operationId?: string; hasBody: boolean } | undefined {
  for (const [template, operations] of Object.entries(openapi.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const operation = operations[method.toLowerCase()];
    if (pattern.test(url) && operation) return { operationId: operation.operationId, hasBody: !!operation.requestBody };
  }
  return undefined;
}

/** The generated service each kind goes through on the page (send-lesson-action.ts), by operationId. */
const PAGE_OPERATION: Record<LessonActionRequest['kind'], string> = {
  confirm: 'confirmLesson',
  'confirm-unchanged': 'confirmLessonUnchanged',
  cancel: 'cancelOwnLesson',
  feedback: 'saveScheduleFeedback',
};

const EXAMPLES: LessonActionRequest[] = [
  { kind: 'confirm', lessonId: 41, body: { start: '2026-11-23T16:00:00', end: '2026-11-23T17:00:00', students: [] } },
  { kind: 'confirm-unchanged', lessonId: 41 },
  { kind: 'cancel', lessonId: 41, body: { reason: 'Ill' } },
  { kind: 'feedback', lessonId: 41, body: { classFeedback: 'Good', students: [], submit: true } },
] as LessonActionRequest[];

describe("the service worker's requests are the API's operations", () => {
  it('covers every kind of queued action', () => {
    expect(EXAMPLES.map((example) => example.kind).sort()).toEqual(Object.keys(PAGE_OPERATION).sort());
  });

  it.each(EXAMPLES)('$kind is the operation the page calls, with a body exactly when it takes one', (request) => {
    const http = lessonActionHttp(request);
    const operation = operationAt(http.method, http.url);
    expect(operation?.operationId).toBe(PAGE_OPERATION[request.kind]);
    expect(http.body !== undefined).toBe(operation?.hasBody);
  });

  it('finds no operation for a wrong URL (the check itself can fail)', () => {
    expect(operationAt('POST', '/api/teacher-confirmations/41/confirmed')).toBeUndefined();
    expect(operationAt('PUT', '/api/teacher-confirmations/41/confirm')?.operationId).toBeUndefined();
  });
});
