/**
 * The family portal's first screens (issue 33): Home, Lessons and Balance as a family account sees them,
 * each with the calls its screen makes when it opens, signed in as the bench family (`family0001`,
 * two linked students, server/scripts/seed-bench/people.ts). Held to the lists' target: p99 under 50 ms
 * at 20 connections on PostgreSQL.
 */
import type { BenchContext, BenchRequest, Scenario, Target } from './scenarios.mts';

const get = (path: string): BenchRequest => ({ method: 'GET', path });
const PORTAL_TARGET: Target = { p99Ms: 50 };
const studentsOf = (ctx: BenchContext) => ctx.family?.studentIds ?? [];

export const PORTAL_SCENARIOS: Scenario[] = [
  {
    name: 'portal home',
    route: { method: 'GET', url: '/api/portal/home' },
    signedInAs: 'family',
    target: PORTAL_TARGET,
    requests: () => [get('/api/portal/home')],
  },
  {
    // src/pages/portal/lessons: the upcoming lessons and the family's move requests.
    name: 'portal lessons',
    route: { method: 'GET', url: '/api/portal/lessons' },
    signedInAs: 'family',
    target: PORTAL_TARGET,
    requests: () => [get('/api/portal/lessons?when=upcoming'), get('/api/portal/move-requests')],
  },
  {
    // src/pages/portal/balance: the profile (which students), then each student's whole statement and purchases.
    name: 'portal balance',
    route: { method: 'GET', url: '/api/portal/students/:id/statement' },
    signedInAs: 'family',
    target: PORTAL_TARGET,
    requests: (ctx) => [
      get('/api/portal/profile'),
      ...studentsOf(ctx).flatMap((id) => [
        get(`/api/portal/students/${id}/statement`),
        get(`/api/portal/students/${id}/purchases`),
      ]),
    ],
  },
];
