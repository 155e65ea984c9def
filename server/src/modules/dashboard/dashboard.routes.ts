import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CENTRE_STAFF } from '../../lib/roles';
import {
  dashboardDay,
  dashboardDayQuery,
  dashboardLists,
  dashboardTotals,
  dashboardTotalsQuery,
} from './dashboard.schemas';
import { getDashboardDay, getDashboardLists, getDashboardTotals } from './dashboard.service';

const tags = ['dashboard'];

/** The dashboard in three requests: a day's lessons, the cards, and the lists to work through. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

  app.get(
    '/dashboard/day',
    {
      config,
      schema: {
        operationId: 'getDashboardDay',
        summary: "One day's lessons (today by default) with teacher, colour, students and status",
        tags,
        querystring: dashboardDayQuery,
        response: { 200: dashboardDay },
      },
    },
    async (request) => getDashboardDay(app.db, request.query),
  );

  app.get(
    '/dashboard/totals',
    {
      config,
      schema: {
        operationId: 'getDashboardTotals',
        summary: "The dashboard's cards, each with the previous week or month beside it",
        tags,
        querystring: dashboardTotalsQuery,
        response: { 200: dashboardTotals },
      },
    },
    async (request) => getDashboardTotals(app.db, request.query),
  );

  app.get(
    '/dashboard/lists',
    {
      config,
      schema: {
        operationId: 'getDashboardLists',
        summary: 'Students under the balance threshold, unpaid term registers and past unconfirmed lessons',
        tags,
        response: { 200: dashboardLists },
      },
    },
    async () => getDashboardLists(app.db),
  );
};
