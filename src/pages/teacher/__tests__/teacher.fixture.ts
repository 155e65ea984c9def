import { HttpResponse, http } from 'msw';

/** Teachers and courses as the API returns them, shared by the Teachers screen's tests. */
export const tina: API.Teacher = {
  id: 11,
  employeeId: 'E-100',
  firstName: 'Tina',
  lastName: 'Turner',
  preferredName: 'Tee',
  birthday: '1985-03-04',
  login: 'tina',
  phone: '+14165550177',
  email: 'tina@example.com',
  wechat: 'tina_wx',
  sinMasked: '*** *** 286',
  payrollContact: 'payroll@example.com',
  hourlyRate: '1235.5',
  operatingArea: 'Downtown',
  advantage: 'Patient',
  disadvantage: null,
  feedback: 'Parents like her',
  courses: [
    { id: 1, name: 'Algebra' },
    { id: 2, name: 'Biology' },
  ],
  color: '#fa8c16',
  activated: true,
  awaitingApproval: false,
  emailConfirmed: false,
  createdAt: '2024-01-02T03:04:05.000Z',
};

export const otto: API.Teacher = {
  ...tina,
  id: 12,
  employeeId: null,
  firstName: 'Otto',
  lastName: 'Old',
  preferredName: null,
  login: 'otto',
  email: 'otto@example.com',
  sinMasked: null,
  hourlyRate: null,
  courses: [],
  color: '#13c2c2',
  activated: false,
  awaitingApproval: false,
  emailConfirmed: false,
};

export const courses: API.Course[] = [
  {
    id: 1,
    school: 'North',
    number: 'M1',
    name: 'Algebra',
    description: null,
    teachers: [],
    createdAt: '2024-01-01T00:00:00Z',
  },
  {
    id: 3,
    school: 'North',
    number: 'C1',
    name: 'Chemistry',
    description: null,
    teachers: [],
    createdAt: '2024-01-01T00:00:00Z',
  },
];

/** GET /api/courses for the course pickers, recording each keyword asked for. */
export function serveCourses() {
  const keywords: (string | null)[] = [];
  return {
    keywords,
    handler: http.get('*/api/courses', ({ request }) => {
      keywords.push(new URL(request.url).searchParams.get('keyword'));
      return HttpResponse.json({ success: true, data: courses, total: courses.length });
    }),
  };
}

/**
 * GET /api/schedules for the drawer's lesson lists: `upcoming` for the query with a from date, `recent`
 * for the one with a to date; records each query.
 */
export function serveTeacherLessons(upcoming: API.ScheduleItem[] = [], recent: API.ScheduleItem[] = []) {
  const queries: Record<string, string>[] = [];
  return {
    queries,
    handler: http.get('*/api/schedules', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const data = query.from ? upcoming : recent;
      return HttpResponse.json({ success: true, data, total: data.length });
    }),
  };
}
