import { actionsFor, PARTIAL_DEACTIVATION, statusChangeOutcome } from '../components/status-actions';

const result = (changed: number[], unchanged: API.StudentUnchanged[] = []): API.StudentStatusChange => ({
  success: true,
  changed,
  unchanged,
});

describe('statusChangeOutcome', () => {
  it('reports a plain success with the number changed', () => {
    expect(statusChangeOutcome('deactivate', result([1, 2]))).toEqual({
      level: 'success',
      text: '2 students deactivated',
      details: [],
    });
    expect(statusChangeOutcome('activate', result([1])).text).toBe('1 student activated');
  });

  it('uses the spec sentence when schedules kept some students from being deactivated', () => {
    const outcome = statusChangeOutcome(
      'deactivate',
      result([1], [{ id: 1734, code: 'incompleteSchedules', reason: 'Has 2 incomplete schedules.' }]),
      [{ id: 1734, studentId: 'S000123', firstName: 'Ann', lastName: 'Lee' }],
    );
    expect(outcome).toEqual({
      level: 'warning',
      text: PARTIAL_DEACTIVATION,
      details: ['1 student deactivated.', 'S000123 Ann Lee: Has 2 incomplete schedules.'],
    });
    expect(PARTIAL_DEACTIVATION).toBe('Some students are not deactivated, due to incomplete schedule(s)');
  });

  it('warns with the reasons for any other refusal', () => {
    const outcome = statusChangeOutcome(
      'suspend',
      result([], [{ id: 9, code: 'notfound', reason: 'This student does not exist.' }]),
    );
    expect(outcome).toEqual({
      level: 'warning',
      text: 'Some students were not suspended',
      details: ['Student #9: This student does not exist.'],
    });
  });

  it('names each refused student by number and name, and by record id only when the page does not hold them', () => {
    const known = [
      { id: 1734, studentId: 'S000123', firstName: 'Ann', lastName: 'Lee' },
      { id: 1800, studentId: 'S000200', firstName: 'Bo', lastName: 'Chen' },
    ];
    const outcome = statusChangeOutcome(
      'suspend',
      result(
        [1800],
        [
          { id: 1734, code: 'notfound', reason: 'This student does not exist.' },
          { id: 77, code: 'notfound', reason: 'This student does not exist.' },
        ],
      ),
      known,
    );
    expect(outcome.details).toEqual([
      '1 student suspended.',
      'S000123 Ann Lee: This student does not exist.',
      'Student #77: This student does not exist.',
    ]);
  });

  it('does not treat students already in that status as a failure', () => {
    const already = { id: 3, code: 'sameStatus' as const, reason: 'The student is already active.' };
    expect(statusChangeOutcome('activate', result([], [already]))).toEqual({
      level: 'info',
      text: 'The selected students are already active',
      details: [],
    });
    expect(statusChangeOutcome('activate', result([4], [already]))).toEqual({
      level: 'success',
      text: '1 student activated',
      details: ['1 student already active.'],
    });
  });
});

describe('actionsFor', () => {
  it('offers the actions that would change someone on the screen', () => {
    expect(actionsFor(['active', 'suspended'])).toEqual(['deactivate', 'activate', 'suspend']);
    expect(actionsFor(['inactive'])).toEqual(['activate', 'suspend']);
    expect(actionsFor(['active'])).toEqual(['deactivate', 'suspend']);
  });
});
