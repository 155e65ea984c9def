/** A student as GET /api/students returns one. */
export const student: API.Student = {
  id: 42,
  studentId: 'S000042',
  firstName: 'Ann',
  lastName: 'Lee',
  referralId: 7,
  referrer: 'North Public School',
  startDate: '2025-09-02',
  wechat: 'annlee88',
  phone: '+14165550142',
  email: 'ann@example.com',
  comments: null,
  voucherBalance: '-15.50',
  allowSms: true,
  allowEmail: false,
  hourlyRate: '40.00',
  status: 'active',
  active: true,
  createdAt: '2025-09-01T10:00:00.000Z',
};

export const suspendedStudent: API.Student = {
  ...student,
  id: 43,
  studentId: 'S000043',
  firstName: 'Bo',
  lastName: 'Chen',
  referralId: null,
  referrer: null,
  voucherBalance: '1200.00',
  status: 'suspended',
  active: false,
};
