import dayjs from 'dayjs';
import { toFeedbackFormValues, toFeedbackInput } from '../components/feedback-mapping';
import { toRepeatWeeklyBody } from '../components/repeat-weekly-mapping';
import { draftFeedback } from './schedule.fixture';

describe('feedback mapping', () => {
  it('fills the form from the saved feedback, blanks for none', () => {
    expect(toFeedbackFormValues(draftFeedback)).toEqual({
      classFeedback: 'Fractions went well.',
      students: [
        { studentId: 21, name: 'Ann Lee', feedback: 'Keep practising.' },
        { studentId: 22, name: 'Bob Ng', feedback: '' },
      ],
    });
  });

  it('sends every student (a blank one as "" so it is cleared), a blank class feedback as null, and whether it is a submit', () => {
    const values = {
      classFeedback: '  Good class ',
      students: [
        { studentId: 21, name: 'Ann Lee', feedback: ' ' },
        { studentId: 22, name: 'Bob Ng', feedback: 'Great' },
      ],
    };
    expect(toFeedbackInput(values, false)).toEqual({
      classFeedback: 'Good class',
      students: [
        { studentId: 21, feedback: '' },
        { studentId: 22, feedback: 'Great' },
      ],
      submit: false,
    });
    expect(toFeedbackInput(values, true).submit).toBe(true);
  });
});

describe('toRepeatWeeklyBody', () => {
  it('sends either the number of weeks or the last date, never both', () => {
    expect(toRepeatWeeklyBody([4, 5], { mode: 'weeks', weeks: 3, until: dayjs('2026-05-01') }, false)).toEqual({
      scheduleIds: [4, 5],
      weeks: 3,
    });
    expect(toRepeatWeeklyBody([4], { mode: 'until', weeks: 3, until: dayjs('2026-05-01') }, true)).toEqual({
      scheduleIds: [4],
      until: '2026-05-01',
      acknowledgeConflicts: true,
    });
  });
});
