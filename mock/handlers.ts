import { HttpResponse, http } from 'msw';

/** A signed-in administrator as GET /api/account returns it. */
export const adminAccount: API.CurrentUser = {
  id: 1,
  login: 'admin',
  name: 'Ada Admin',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@example.com',
  phone: '',
  role: 'ROLE_ADMIN',
  authorities: ['ROLE_ADMIN', 'INTERNAL_ADMIN', 'INTERNAL_STAFF'],
  notifyCount: 0,
  unreadCount: 0,
};

/** The server's error body (spec §8). */
export function errorBody(errorCode: string, errorMessage: string, showType = 2) {
  return { success: false, errorCode, errorMessage, showType };
}

/** Handlers for the sign-in calls; override any of them with `server.use(...)` in a test. */
export const authHandlers = [
  http.post('*/api/authenticate', () => HttpResponse.json({ id_token: 'test-token' })),
  http.get('*/api/account', () => HttpResponse.json(adminAccount)),
];
