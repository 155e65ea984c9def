/** One staff member as GET /api/staff returns it, shared by the staff screen's tests. */
export const member: API.StaffMember = {
  id: 7,
  login: 'jsmith',
  firstName: 'Jane',
  lastName: 'Smith',
  email: 'jane@example.com',
  phone: '+14165550100',
  birthday: '1990-04-01',
  role: 'ROLE_OPERATOR',
  activated: true,
  createdAt: '2024-01-02T03:04:05.000Z',
};
