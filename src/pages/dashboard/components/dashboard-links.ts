import dayjs from 'dayjs';

/**
 * Where each card and list leads, and how a change against the previous period reads. Pure, so
 * tested on their own.
 */
export const links = {
  activeStudents: '/student/all-student?status=active',
  teachers: '/teacher',
  report: (tab: 'purchases' | 'salary' | 'vouchers', from: string, to: string) =>
    `/report?tab=${tab}&from=${from}&to=${to}`,
  unpaidRegisters: '/termRegister?paid=false',
  calendarDay: (date: string) => `/schedule/schedule-calendar?date=${date}`,
  studentDashboard: (id: number) => `/student/studentDashboard/${id}`,
};

/** The day switcher's three days around today, as YYYY-MM-DD. */
export function dayChoices(today = dayjs()) {
  return [
    { label: 'Yesterday', value: today.subtract(1, 'day').format('YYYY-MM-DD') },
    { label: 'Today', value: today.format('YYYY-MM-DD') },
    { label: 'Tomorrow', value: today.add(1, 'day').format('YYYY-MM-DD') },
  ];
}

/**
 * "+3 on last month", "−2 on last week", "Same as last month": the change in words and sign, so it
 * reads without the arrow's colour.
 */
export function changeText(difference: number, formatted: string, period: 'week' | 'month'): string {
  if (difference === 0) return `Same as last ${period}`;
  return `${difference > 0 ? '+' : '−'}${formatted} on last ${period}`;
}

/** How many of today's active students or teachers joined this month. */
export const newThisMonth = ({ value, previous }: { value: number; previous: number }) =>
  value === previous ? 'None new this month' : `+${value - previous} new this month`;

/** Minutes as hours with at most one decimal: 90 → "1.5", 120 → "2". */
export const hoursOf = (minutes: number) => String(Math.round((minutes / 60) * 10) / 10);
