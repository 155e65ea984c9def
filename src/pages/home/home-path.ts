/**
 * Where `/` leads. The spec sends `/` to the dashboard, which only administrators and operators may
 * open; a teacher or a system user sent there would land on the 403 screen right after signing in,
 * so they go to the first screen of their own role instead (docs/decisions.md).
 */
const HOMES: { authority: string; path: string }[] = [
  { authority: 'ROLE_ADMIN', path: '/dashboard' },
  { authority: 'ROLE_OPERATOR', path: '/dashboard' },
  { authority: 'ROLE_TEACHER', path: '/teacherConfirmation' },
  { authority: 'ROLE_SYSTEM', path: '/manage-payment' },
  { authority: 'EXTERNAL_CUSTOMER', path: '/portal' },
];

export function homePathFor(authorities: readonly string[]): string {
  return HOMES.find((home) => authorities.includes(home.authority))?.path ?? '/dashboard';
}
