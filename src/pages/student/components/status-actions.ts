import { studentName } from '@/components/Student';
import { activateStudents, deactivateStudents, suspendStudents } from '@/services/api/students';
import type { StudentStatus } from './student-api-mapping';

export type StatusAction = 'deactivate' | 'activate' | 'suspend';

type ActionSpec = {
  label: string;
  /** Spec §8 wording for a failed call. */
  failure: string;
  done: string;
  /** The status the action leads to. */
  to: StudentStatus;
  call: typeof activateStudents;
};

export const STATUS_ACTIONS: Record<StatusAction, ActionSpec> = {
  deactivate: {
    label: 'Deactivate',
    failure: 'Failed to deactivate, try again',
    done: 'deactivated',
    to: 'inactive',
    call: deactivateStudents,
  },
  activate: {
    label: 'Activate',
    failure: 'Failed to activate, try again',
    done: 'activated',
    to: 'active',
    call: activateStudents,
  },
  suspend: {
    label: 'Suspend',
    failure: 'Failed to suspend, try again',
    done: 'suspended',
    to: 'suspended',
    call: suspendStudents,
  },
};

/** Spec §8: what a partly refused deactivation says. */
export const PARTIAL_DEACTIVATION = 'Some students are not deactivated, due to incomplete schedule(s)';

export type Outcome = { level: 'success' | 'warning' | 'info'; text: string; details: string[] };

const students = (n: number) => (n === 1 ? '1 student' : `${n} students`);

/** What the page knows of the students it sent: enough to name them as staff see them. */
export type KnownStudent = Pick<API.Student, 'id' | 'studentId' | 'firstName' | 'lastName'>;

/** "S000123 Ann Lee"; the record id is shown on no screen, so it is only the last resort. */
function nameOf(id: number, known: KnownStudent[]): string {
  const student = known.find((candidate) => candidate.id === id);
  return student ? `${student.studentId} ${studentName(student)}` : `Student #${id}`;
}

/**
 * What to tell the user after a batch status change. Students already in the target status are not
 * a problem; any other reason a student stayed as they were is a warning listing each reason, and for
 * deactivation blocked by schedules it leads with the spec's sentence. `known` are the students sent.
 */
export function statusChangeOutcome(
  action: StatusAction,
  result: API.StudentStatusChange,
  known: KnownStudent[] = [],
): Outcome {
  const { done, to } = STATUS_ACTIONS[action];
  const refused = result.unchanged.filter((item) => item.code !== 'sameStatus');
  const already = result.unchanged.length - refused.length;
  if (refused.length > 0) {
    const bySchedules = action === 'deactivate' && refused.some((item) => item.code === 'incompleteSchedules');
    return {
      level: 'warning',
      text: bySchedules ? PARTIAL_DEACTIVATION : `Some students were not ${done}`,
      details: [
        ...(result.changed.length > 0 ? [`${students(result.changed.length)} ${done}.`] : []),
        ...refused.map((item) => `${nameOf(item.id, known)}: ${item.reason}`),
      ],
    };
  }
  if (result.changed.length === 0) {
    return { level: 'info', text: `The selected students are already ${to}`, details: [] };
  }
  const text = `${students(result.changed.length)} ${done}`;
  return { level: 'success', text, details: already > 0 ? [`${students(already)} already ${to}.`] : [] };
}

/** Which batch actions a screen offers, or a student of a given status on the dashboard. */
export function actionsFor(statuses: StudentStatus[]): StatusAction[] {
  return (Object.keys(STATUS_ACTIONS) as StatusAction[]).filter((action) =>
    statuses.some((status) => status !== STATUS_ACTIONS[action].to),
  );
}
