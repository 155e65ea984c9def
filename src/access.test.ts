import routes from '../config/routes';
import access, { isAuthorized } from './access';

const admin = { currentUser: { authorities: ['ROLE_ADMIN', 'INTERNAL_ADMIN', 'INTERNAL_STAFF'] } };
const operator = { currentUser: { authorities: ['ROLE_OPERATOR', 'INTERNAL_STAFF'] } };
const teacher = { currentUser: { authorities: ['ROLE_TEACHER', 'INTERNAL_STAFF'] } };
const system = { currentUser: { authorities: ['ROLE_SYSTEM'] } };

type RouteNode = { path?: string; authority?: string[]; access?: string; routes?: RouteNode[] };

function findRoute(path: string, list: RouteNode[] = routes as RouteNode[]): RouteNode | undefined {
  for (const route of list) {
    if (route.path === path && !('redirect' in route)) return route;
    const child = route.routes && findRoute(path, route.routes);
    if (child) return child;
  }
  return undefined;
}

function allowed(state: typeof admin | undefined, path: string): boolean {
  const route = findRoute(path);
  if (!route) throw new Error(`no route ${path}`);
  return route.access === 'routeFilter' ? access(state).routeFilter(route) : true;
}

describe('isAuthorized', () => {
  it('allows a route without an authority list', () => {
    expect(isAuthorized(undefined, [])).toBe(true);
  });

  it('allows nobody when the list is empty', () => {
    expect(isAuthorized([], ['ROLE_ADMIN', 'INTERNAL_ADMIN'])).toBe(false);
  });

  it('allows when any authority overlaps', () => {
    expect(isAuthorized(['ROLE_ADMIN', 'ROLE_OPERATOR'], ['ROLE_OPERATOR', 'INTERNAL_STAFF'])).toBe(true);
    expect(isAuthorized(['ROLE_ADMIN', 'ROLE_OPERATOR'], ['ROLE_TEACHER', 'INTERNAL_STAFF'])).toBe(false);
  });
});

describe('access', () => {
  it('grants canAdmin from INTERNAL_ADMIN only', () => {
    expect(access(admin).canAdmin).toBe(true);
    expect(access(operator).canAdmin).toBe(false);
    expect(access(undefined).canAdmin).toBe(false);
  });

  it('denies every restricted route to a visitor without a user', () => {
    expect(allowed(undefined, '/dashboard')).toBe(false);
    expect(allowed(undefined, '/teacherConfirmation')).toBe(false);
  });

  it.each([
    ['/dashboard', { admin: true, operator: true, teacher: false, system: false }],
    ['/staff', { admin: true, operator: true, teacher: false, system: false }],
    ['/student/all-student', { admin: true, operator: true, teacher: false, system: false }],
    ['/student/studentDashboard/:id', { admin: true, operator: true, teacher: false, system: false }],
    ['/schedule/table-view', { admin: true, operator: true, teacher: false, system: false }],
    ['/manage-payment', { admin: true, operator: false, teacher: false, system: true }],
    ['/credit-balance-history', { admin: true, operator: false, teacher: false, system: true }],
    ['/billingCycleControl', { admin: false, operator: false, teacher: false, system: true }],
    ['/teacherConfirmation', { admin: false, operator: false, teacher: true, system: false }],
    ['/accountSettings', { admin: false, operator: false, teacher: true, system: false }],
    ['/teacherAvailability', { admin: true, operator: true, teacher: true, system: false }],
    ['/admin/sub-page', { admin: false, operator: false, teacher: false, system: false }],
    ['/profile', { admin: true, operator: true, teacher: true, system: true }],
    ['/redirectUrlPage', { admin: true, operator: true, teacher: true, system: true }],
  ])('applies the spec role table to %s', (path, expected) => {
    expect({
      admin: allowed(admin, path),
      operator: allowed(operator, path),
      teacher: allowed(teacher, path),
      system: allowed(system, path),
    }).toEqual(expected);
  });
});
