import { HttpResponse, http } from 'msw';

/** Courses and teachers as the API returns them, shared by the Courses screen's tests. */
export const algebra: API.Course = {
  id: 5,
  school: 'North School',
  number: 'MATH 101',
  name: 'Algebra',
  description: 'Linear equations',
  teachers: [
    { id: 11, name: 'Tina Turner', color: '#fa8c16' },
    { id: 12, name: 'Otto Old', color: '#13c2c2' },
  ],
  createdAt: '2024-01-02T03:04:05.000Z',
};

export const drama: API.Course = {
  id: 6,
  school: null,
  number: null,
  name: 'Drama',
  description: null,
  teachers: [],
  createdAt: '2024-02-02T03:04:05.000Z',
};

const teacher = (id: number, firstName: string, lastName: string): API.Teacher => ({
  id,
  employeeId: null,
  firstName,
  lastName,
  preferredName: null,
  birthday: null,
  login: firstName.toLowerCase(),
  phone: null,
  email: null,
  wechat: null,
  sinMasked: null,
  payrollContact: null,
  hourlyRate: null,
  operatingArea: null,
  advantage: null,
  disadvantage: null,
  feedback: null,
  courses: [],
  color: '#1890ff',
  activated: true,
  awaitingApproval: false,
  emailConfirmed: false,
  createdAt: '2024-01-01T00:00:00Z',
});

export const teachers = [teacher(11, 'Tina', 'Turner'), teacher(13, 'Ursula', 'Upton')];

/** GET /api/teachers for the teacher pickers. */
export const teachersHandler = http.get('*/api/teachers', () =>
  HttpResponse.json({ success: true, data: teachers, total: teachers.length }),
);
