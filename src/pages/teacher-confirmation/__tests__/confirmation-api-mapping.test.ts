import dayjs from 'dayjs';
import {
  toCancelBody,
  toConfirmationListParams,
  toConfirmBody,
  toConfirmFormValues,
  toFeedbackBody,
  toFeedbackFormValues,
} from '../components/confirmation-api-mapping';
import { lessonFeedback, pastLesson } from './teacher-lesson.fixture';

describe('toConfirmationListParams', () => {
  it('sends the page and the tab state only', () => {
    expect(toConfirmationListParams({ current: 2, pageSize: 50 }, 'feedback')).toEqual({
      page: 2,
      pageSize: 50,
      state: 'feedback',
    });
    expect(toConfirmationListParams({}, 'unconfirmed')).toEqual({ page: 1, pageSize: 20, state: 'unconfirmed' });
  });
});

describe('confirm form ⇄ API', () => {
  it('starts from the planned times with every student present', () => {
    const values = toConfirmFormValues(pastLesson);
    expect(dayjs(values.teacherStartTime).toISOString()).toBe(pastLesson.startTime);
    expect(dayjs(values.teacherEndTime).toISOString()).toBe(pastLesson.endTime);
    expect(values.attendance).toEqual({ 7: 'PRESENT', 9: 'PRESENT' });
  });

  it('sends the reported times to the minute and one attendance per booked student', () => {
    const body = toConfirmBody(pastLesson, {
      teacherStartTime: dayjs('2025-03-03T16:10:42.500Z'),
      teacherEndTime: dayjs('2025-03-03T17:05:00.000Z'),
      attendance: { 9: 'ABSENT' },
    });
    expect(body).toEqual({
      teacherStartTime: '2025-03-03T16:10:00.000Z',
      teacherEndTime: '2025-03-03T17:05:00.000Z',
      attendance: [
        { studentId: 7, attendance: 'PRESENT' },
        { studentId: 9, attendance: 'ABSENT' },
      ],
    });
  });

  it('reads the times ProForm hands back as local "YYYY-MM-DD HH:mm" text', () => {
    const body = toConfirmBody(pastLesson, {
      teacherStartTime: '2025-03-03 09:05',
      teacherEndTime: '2025-03-03 10:00',
      attendance: {},
    });
    expect(body.teacherStartTime).toBe(dayjs('2025-03-03T09:05:00').toISOString());
    expect(body.teacherEndTime).toBe(dayjs('2025-03-03T10:00:00').toISOString());
    expect(body.attendance).toEqual([
      { studentId: 7, attendance: 'PRESENT' },
      { studentId: 9, attendance: 'PRESENT' },
    ]);
  });

  it('ignores attendance for students not booked on the lesson', () => {
    const body = toConfirmBody(pastLesson, { ...toConfirmFormValues(pastLesson), attendance: { 99: 'ABSENT' } });
    expect(body.attendance.map((entry) => entry.studentId)).toEqual([7, 9]);
  });
});

describe('toCancelBody', () => {
  it('sends a trimmed reason, or none when blank', () => {
    expect(toCancelBody('  Student ill ')).toEqual({ reason: 'Student ill' });
    expect(toCancelBody('   ')).toEqual({});
    expect(toCancelBody(undefined)).toEqual({});
  });
});

describe('feedback form ⇄ API', () => {
  it('fills the form from the saved feedback, blanks as empty text', () => {
    expect(toFeedbackFormValues(lessonFeedback)).toEqual({
      classFeedback: 'Scales in C major.',
      students: { 7: 'Steady tempo.', 9: '' },
    });
  });

  it('sends every student once, a blank class feedback as null, and the submit flag', () => {
    const values = { classFeedback: ' Chords ', students: { 7: ' Good ', 9: '  ' } };
    expect(toFeedbackBody(lessonFeedback, values, false)).toEqual({
      classFeedback: 'Chords',
      students: [
        { studentId: 7, feedback: 'Good' },
        { studentId: 9, feedback: '' },
      ],
      submit: false,
    });
    expect(toFeedbackBody(lessonFeedback, values, true).submit).toBe(true);
  });
});
