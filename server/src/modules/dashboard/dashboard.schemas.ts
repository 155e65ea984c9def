import { z } from 'zod';
import { COURSE_TYPES, SCHEDULE_STATUSES } from '../../db/schema';
import { fields } from '../../lib/validation';

const money = z.string().describe('Amount as a decimal string, e.g. "12.50"');

export const dashboardDayQuery = z.strictObject({
  date: fields.isoDate.optional().describe('The local day to show (YYYY-MM-DD); today when left out'),
});

export const dashboardTotalsQuery = z.strictObject({
  date: fields.isoDate
    .optional()
    .describe('The day the week and month are counted around (YYYY-MM-DD); today when left out'),
});

const dayLessonStudent = z.object({
  id: z.number().int().describe('Student record id'),
  studentNumber: z.string().describe("The centre's student number"),
  name: z.string().describe('First and last name'),
});

export const dashboardLesson = z
  .object({
    id: z.number().int().describe('Lesson id'),
    startTime: z.string().describe('Start (ISO 8601)'),
    endTime: z.string().describe('End (ISO 8601)'),
    status: z.enum(SCHEDULE_STATUSES).describe('PLANNED shows as Unconfirmed'),
    courseName: z.string().describe('Course'),
    courseType: z.enum(COURSE_TYPES).describe('Private, group or online'),
    teacherId: z.number().int().describe("Teacher's user id"),
    teacherName: z.string().describe('Teacher'),
    teacherColor: z.string().describe("Teacher's calendar colour (#rrggbb)"),
    students: z.array(dayLessonStudent).describe('Booked students, by name'),
  })
  .meta({ id: 'DashboardLesson' });

export const dashboardDay = z
  .object({
    date: z.string().describe('The local day shown (YYYY-MM-DD)'),
    lessons: z.array(dashboardLesson).describe('Lessons starting that day, in start order'),
  })
  .meta({ id: 'DashboardDay' });

const countChange = z.object({
  value: z.number().int().describe('This period'),
  previous: z.number().int().describe('The previous period'),
});
const moneyChange = z.object({ value: money.describe('This period'), previous: money.describe('The previous period') });
const lessonCounts = z.object({
  planned: z.number().int().describe('Unconfirmed lessons'),
  confirmed: z.number().int().describe('Confirmed lessons'),
  cancelled: z.number().int().describe('Cancelled lessons'),
});

export const dashboardTotals = z
  .object({
    weekStart: z.string().describe('Monday of the counted week (YYYY-MM-DD)'),
    weekEnd: z.string().describe('Sunday of the counted week (YYYY-MM-DD)'),
    monthStart: z.string().describe('First day of the counted month (YYYY-MM-DD)'),
    monthEnd: z.string().describe('Last day of the counted month (YYYY-MM-DD)'),
    activeStudents: countChange.describe(
      'Active students now; previous: those of them registered before the month began',
    ),
    activeTeachers: countChange.describe(
      'Activated teachers now; previous: those of them registered before the month began',
    ),
    lessonsThisWeek: lessonCounts.describe('Lessons starting this week, by status'),
    lessonsPreviousWeek: lessonCounts.describe('Lessons starting the week before, by status'),
    minutesTaught: countChange.describe('Confirmed minutes of lessons starting this month (pay records, net)'),
    vouchersSold: moneyChange.describe('Vouchers bought this month (purchase date; reversed purchases left out)'),
    vouchersUsed: moneyChange.describe(
      'Vouchers charged this month (lessons on their day, term registers when paid; net of reversals)',
    ),
  })
  .meta({ id: 'DashboardTotals' });

export const lowBalanceStudent = z
  .object({
    id: z.number().int().describe('Student record id'),
    studentNumber: z.string().describe("The centre's student number"),
    name: z.string().describe('First and last name'),
    balance: money.describe('Voucher balance'),
    nextLessonStart: z.string().nullable().describe('Start of the next unconfirmed lesson booked (ISO 8601)'),
  })
  .meta({ id: 'LowBalanceStudent' });

export const unpaidTermRegister = z
  .object({
    id: z.number().int().describe('Term register id'),
    termId: z.number().int().describe('Term id'),
    termLabel: z.string().describe('Course of the term and its dates'),
    studentId: z.number().int().describe('Student record id'),
    studentNumber: z.string().describe("The centre's student number"),
    studentName: z.string().describe('First and last name'),
    price: money.describe('Price of the registration'),
    createDate: z.string().describe('Registration date (YYYY-MM-DD)'),
    daysSince: z.number().int().describe('Days since the registration'),
  })
  .meta({ id: 'UnpaidTermRegister' });

export const unconfirmedLesson = z
  .object({
    id: z.number().int().describe('Lesson id'),
    startTime: z.string().describe('Start (ISO 8601)'),
    endTime: z.string().describe('End (ISO 8601)'),
    courseName: z.string().describe('Course'),
    teacherId: z.number().int().describe("Teacher's user id"),
    teacherName: z.string().describe('Teacher'),
    teacherColor: z.string().describe("Teacher's calendar colour (#rrggbb)"),
    studentCount: z.number().int().describe('Students booked'),
  })
  .meta({ id: 'UnconfirmedLesson' });

const listOf = <T extends z.ZodType>(item: T, what: string) =>
  z.object({
    items: z.array(item).describe(`The first ${DASHBOARD_LIST_SIZE} ${what}`),
    total: z.number().int().describe(`How many ${what} there are in all`),
  });

export const DASHBOARD_LIST_SIZE = 50;

export const dashboardLists = z
  .object({
    lowBalanceStudents: listOf(lowBalanceStudent, 'active students under the balance threshold, lowest first'),
    unpaidTermRegisters: listOf(unpaidTermRegister, 'unpaid term registers, oldest first'),
    unconfirmedLessons: listOf(unconfirmedLesson, 'past lessons waiting for confirmation, oldest first'),
  })
  .meta({ id: 'DashboardLists' });

export type DashboardLesson = z.infer<typeof dashboardLesson>;
export type DashboardTotals = z.infer<typeof dashboardTotals>;
export type DashboardLists = z.infer<typeof dashboardLists>;
