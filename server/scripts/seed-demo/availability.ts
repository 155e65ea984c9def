/**
 * Every demo teacher's weekly hours (weekday afternoons and evenings, some Saturdays) and one day off
 * next week, through the availability service as a teacher saving their own would.
 */
import dayjs from 'dayjs';
import type { Database, Transaction } from '../../src/db/client';
import {
  createAvailabilityException,
  replaceAvailabilitySlots,
} from '../../src/modules/teacher-availability/teacher-availability.service';

const TEACHERS = ['amira.haddad', 'daniel.wright', 'sofia.rossi', 'kenji.tanaka', 'wei.li', 'priya.sharma'];

export async function insertAvailability(tx: Transaction, idOf: Map<string, number>): Promise<number> {
  const db = tx as unknown as Database;
  let teachers = 0;
  for (const [t, login] of TEACHERS.entries()) {
    const id = idOf.get(login);
    if (id === undefined) continue;
    const teacher = { id, login, role: 'ROLE_TEACHER' as const };
    const weekdays = [1, 2, 3, 4, 5].filter((day) => (day + t) % 5 !== 0);
    const slots = weekdays.map((weekday) => ({ weekday, startTime: t % 2 ? '15:00' : '14:00', endTime: '20:00' }));
    if (t % 2 === 0) slots.push({ weekday: 6, startTime: '09:00', endTime: '13:00' });
    await replaceAvailabilitySlots(db, teacher, id, { slots });
    await createAvailabilityException(db, teacher, id, {
      date: dayjs().add(1, 'week').day(weekdays[0]).format('YYYY-MM-DD'),
      available: false,
      note: 'Dentist appointment',
    });
    teachers += 1;
  }
  return teachers;
}
