import dayjs from 'dayjs';
import {
  moneyProblem,
  reasonProblem,
  toCorrectionBody,
  toCorrectionFormValues,
} from '../components/correction-mapping';
import { confirmedLesson } from './schedule.fixture';

describe('correction form ⇄ API', () => {
  it('starts from the recorded times, attendance, price and teacher rate', () => {
    const values = toCorrectionFormValues({
      ...confirmedLesson,
      teacherStartTime: '2026-03-02T16:10:00.000Z',
      teacherEndTime: '2026-03-02T17:20:00.000Z',
    });
    expect(dayjs(values.teacherStartTime).toISOString()).toBe('2026-03-02T16:10:00.000Z');
    expect(dayjs(values.teacherEndTime).toISOString()).toBe('2026-03-02T17:20:00.000Z');
    expect(values.attendance).toEqual({ 21: 'PRESENT', 22: 'ABSENT' });
    expect(values).toMatchObject({ price: '67.50', teacherHourlyRate: '30.00', reason: '' });
  });

  it('falls back to the planned times when none were recorded', () => {
    const values = toCorrectionFormValues({ ...confirmedLesson, teacherStartTime: null, teacherEndTime: null });
    expect(dayjs(values.teacherStartTime).toISOString()).toBe(confirmedLesson.startTime);
    expect(dayjs(values.teacherEndTime).toISOString()).toBe(confirmedLesson.endTime);
  });

  it('sends the corrected report and the trimmed reason, and only the amounts that changed', () => {
    const body = toCorrectionBody(confirmedLesson, {
      ...toCorrectionFormValues(confirmedLesson),
      teacherEndTime: dayjs('2026-03-02T17:45:30.000Z'),
      attendance: { 21: 'PRESENT', 22: 'PRESENT' },
      price: ' 70 ',
      teacherHourlyRate: '30',
      reason: '  Bob came late  ',
    });
    expect(body).toEqual({
      teacherStartTime: '2026-03-02T16:00:00.000Z',
      teacherEndTime: '2026-03-02T17:45:00.000Z',
      attendance: [
        { studentId: 21, attendance: 'PRESENT' },
        { studentId: 22, attendance: 'PRESENT' },
      ],
      price: '70.00',
      reason: 'Bob came late',
    });
  });

  it('sends a changed teacher rate as a two-decimal string', () => {
    const body = toCorrectionBody(confirmedLesson, {
      ...toCorrectionFormValues(confirmedLesson),
      teacherHourlyRate: '32.5',
      reason: 'Rate raised in March',
    });
    expect(body.teacherHourlyRate).toBe('32.50');
    expect(body).not.toHaveProperty('price');
  });
});

describe('correction form rules', () => {
  it('names the field when an amount is missing or malformed', () => {
    expect(moneyProblem('Price', ' ')).toBe('Please enter the price');
    expect(moneyProblem('Price', '45.123')).toBe('Price must be an amount like 45.00 (at most 2 decimals)');
    expect(moneyProblem('Teacher hourly rate', '-5')).toBe(
      'Teacher hourly rate must be an amount like 45.00 (at most 2 decimals)',
    );
    expect(moneyProblem('Price', ' 45.5 ')).toBeUndefined();
  });

  it('asks for a reason of at least 5 characters, not counting spaces around it', () => {
    expect(reasonProblem(undefined)).toBe('Please enter the reason for the correction');
    expect(reasonProblem('  ok   ')).toBe('Reason must be at least 5 characters');
    expect(reasonProblem(' Wrong end ')).toBeUndefined();
  });
});
