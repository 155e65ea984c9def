/**
 * Route permissions (spec §2, §6), a pure function of the initial state. A route with
 * `access: 'routeFilter'` is allowed when its `authority` list is missing (any signed-in user) or
 * shares at least one authority with the user; an empty list allows nobody.
 */
export type AccessRoute = { authority?: readonly string[] };

export type AccessState = { currentUser?: { authorities?: readonly string[] } } | undefined;

export function isAuthorized(required: readonly string[] | undefined, authorities: readonly string[]): boolean {
  if (required === undefined) return true;
  return required.some((authority) => authorities.includes(authority));
}

export default function access(initialState: AccessState) {
  const authorities = initialState?.currentUser?.authorities ?? [];
  return {
    canAdmin: authorities.includes('INTERNAL_ADMIN'),
    canStaff: authorities.includes('INTERNAL_ADMIN') || authorities.includes('INTERNAL_STAFF'),
    routeFilter: (route: AccessRoute) => isAuthorized(route.authority, authorities),
  };
}
