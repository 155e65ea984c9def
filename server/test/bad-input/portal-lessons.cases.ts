import { type Case, type Endpoint, idTooBig, oversized, unknownField } from './cases';

/** An id that passes the path's rules: the input is refused before the lesson is looked up. */
const lessonParams = async () => ({ lesson: 1 });
const missing = (field: string): Case => ({
  name: `${field} blank`,
  change: { [field]: '   ' },
  field,
  message: 'is required',
});

/** Issue 33, managing lessons: the cancellation policy, a family's cancel and move request, staff's answers. */
export const portalLessonEndpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/family-invitations/bulk',
    as: 'admin',
    body: { studentIds: [1] },
    required: ['studentIds'],
    cases: [
      { name: 'no student', change: { studentIds: [] }, field: 'studentIds', message: 'must have at least 1 item(s)' },
      { name: 'not a list', change: { studentIds: 3 }, field: 'studentIds', message: 'must be an array' },
      unknownField,
    ],
  },
  {
    method: 'PUT',
    url: '/api/centre-settings/cancellation-policy',
    as: 'admin',
    body: { freeCancellationHours: 24, lateCancellation: 'refuse' },
    required: ['freeCancellationHours', 'lateCancellation'],
    cases: [
      {
        name: 'hours past 720',
        change: { freeCancellationHours: 721 },
        field: 'freeCancellationHours',
        message: 'must be at most 720',
      },
      {
        name: 'hours negative',
        change: { freeCancellationHours: -1 },
        field: 'freeCancellationHours',
        message: 'must be at least 0',
      },
      {
        name: 'hours a fraction',
        change: { freeCancellationHours: 1.5 },
        field: 'freeCancellationHours',
        message: 'must be a whole number',
      },
      {
        name: 'rule unknown',
        change: { lateCancellation: 'maybe' },
        field: 'lateCancellation',
        message: 'must be one of: refuse, charge',
      },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/portal/lessons/:lesson/cancel',
    params: lessonParams,
    as: 'family',
    body: { studentId: 1 },
    required: ['studentId'],
    cases: [idTooBig('studentId'), unknownField],
  },
  {
    method: 'POST',
    url: '/api/portal/lessons/:lesson/move-requests',
    params: lessonParams,
    as: 'family',
    body: { studentId: 1, message: 'Away that week', preferredTimes: 'Friday after 4' },
    required: ['studentId', 'message', 'preferredTimes'],
    cases: [
      missing('message'),
      oversized('message', 1000),
      oversized('preferredTimes', 500),
      idTooBig('studentId'),
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/move-requests',
    as: 'admin',
    query: { status: 'open' },
    cases: [
      {
        name: 'status unknown',
        change: { status: 'all' },
        field: 'status',
        message: 'must be one of: open, answered, declined',
      },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/move-requests/:request/answer',
    params: async () => ({ request: 1 }),
    as: 'admin',
    body: { status: 'answered', note: 'Moved to Friday' },
    required: ['status', 'note'],
    cases: [
      {
        name: 'status unknown',
        change: { status: 'open' },
        field: 'status',
        message: 'must be one of: answered, declined',
      },
      missing('note'),
      oversized('note', 1000),
      unknownField,
    ],
  },
];
