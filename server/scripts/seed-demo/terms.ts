/** Three terms (one past, one running, one upcoming) and the students registered in them. */
import dayjs from 'dayjs';
import type { Transaction } from '../../src/db/client';
import { type PaymentType, termRegisters, terms } from '../../src/db/schema';
import type { DemoStudent } from './students';
import type { DemoCourse } from './teachers';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** [course name, start and end in days from today, comments] */
const TERMS: [string, number, number, string | null][] = [
  ['Grade 9 Mathematics', -175, -91, 'Saturday mornings, room 1'],
  ['English Essay Writing', -30, 60, null],
  ['SAT Preparation', 30, 120, 'Ends two weeks before the December sitting'],
];

/** [term index, student index, payment type, price, paid, comments] */
const REGISTERS: [number, number, PaymentType, string, boolean, string | null][] = [
  [0, 0, 'VOUCHER', '480.00', true, null],
  [0, 1, 'VOUCHER', '480.00', true, 'Sibling of Olivia Martin'],
  [0, 5, 'CASH', '480.00', true, null],
  [0, 7, 'VOUCHER', '480.00', true, null],
  [1, 2, 'VOUCHER', '520.00', true, null],
  [1, 4, 'CARD', '520.00', true, null],
  [1, 10, 'VOUCHER', '520.00', true, null],
  [1, 12, 'E_TRANSFER', '520.00', false, 'Parent pays at the next visit'],
  [1, 16, 'CASH', '520.00', true, null],
  [2, 3, 'VOUCHER', '650.00', false, null],
  [2, 14, 'VOUCHER', '650.00', true, 'Paid in advance'],
  [2, 23, 'CASH', '650.00', false, null],
];

/** A term's class: its course, teacher, dates and registered students, for its weekly lessons. */
export type DemoTermClass = {
  courseId: number;
  courseName: string;
  teacherId: number;
  startDate: string;
  endDate: string;
  studentIds: number[];
};

/** A register paid with vouchers: its charge is posted to the ledger in date order with the purchases. */
export type DemoCharge = { registerId: number; studentId: number; price: string; paidOn: string; termLabel: string };

export async function insertTermsAndRegisters(
  tx: Transaction,
  courses: DemoCourse[],
  students: DemoStudent[],
  paidBy: number,
): Promise<{ terms: number; registers: number; charges: DemoCharge[]; classes: DemoTermClass[] }> {
  const planned = TERMS.map(([courseName, start, end, comments]) => {
    const course = courses.find((c) => c.name === courseName);
    if (!course) throw new Error(`The demo course ${courseName} is missing`);
    return { course, startDate: day(start), endDate: day(end), comments };
  });
  const termRows = await tx
    .insert(terms)
    .values(
      planned.map(({ course, startDate, endDate, comments }) => ({
        school: course.school,
        courseId: course.id,
        teacherId: course.teacherIds[0],
        startDate,
        endDate,
        comments,
      })),
    )
    .returning({ id: terms.id });
  const values = REGISTERS.map(([termIndex, studentIndex, paymentType, price, paid, comments]) => {
    const term = planned[termIndex];
    // Registered a week before the term starts, or ten days ago for a term still to come; paid two days later.
    const weekBefore = dayjs(term.startDate).subtract(7, 'day');
    const tenDaysAgo = dayjs().subtract(10, 'day');
    const createDate = (weekBefore.isBefore(tenDaysAgo) ? weekBefore : tenDaysAgo).format('YYYY-MM-DD');
    const paidOn = dayjs(createDate).add(2, 'day').format('YYYY-MM-DD');
    return {
      termId: termRows[termIndex].id,
      teacherId: term.course.teacherIds[0],
      studentId: students[studentIndex].id,
      courseId: term.course.id,
      paymentType,
      price,
      comments,
      createDate,
      paid,
      paidAt: paid ? dayjs(paidOn).hour(10).toDate() : null,
      paidBy: paid ? paidBy : null,
      termLabel: `${term.course.name} ${term.startDate}–${term.endDate}`,
      paidOn,
    };
  });
  const registerRows = await tx
    .insert(termRegisters)
    .values(values.map(({ termLabel: _label, paidOn: _on, ...register }) => register))
    .returning({ id: termRegisters.id });
  const charges = values.flatMap((register, i) =>
    register.paid && register.paymentType === 'VOUCHER'
      ? [
          {
            registerId: registerRows[i].id,
            studentId: register.studentId,
            price: register.price,
            paidOn: register.paidOn,
            termLabel: register.termLabel,
          },
        ]
      : [],
  );
  const classes = planned.map((term, t) => ({
    courseId: term.course.id,
    courseName: term.course.name,
    teacherId: term.course.teacherIds[0],
    startDate: term.startDate,
    endDate: term.endDate,
    studentIds: REGISTERS.filter(([termIndex]) => termIndex === t).map(([, studentIndex]) => students[studentIndex].id),
  }));
  return { terms: termRows.length, registers: registerRows.length, charges, classes };
}
