import { type Case, type Endpoint, unknownField } from './cases';

const dateCases: Case[] = [
  { name: 'not a real date', change: { date: '2025-02-30' }, field: 'date', message: 'must be a real date' },
  { name: 'not a date', change: { date: 'today' }, field: 'date', message: 'must be a date as YYYY-MM-DD' },
  { name: 'year 3000', change: { date: '3000-01-01' }, field: 'date', message: 'must be in the years 1900 to 2999' },
  unknownField,
];

export const dashboardEndpoints: Endpoint[] = [
  { method: 'GET', url: '/api/dashboard/day', as: 'admin', query: {}, cases: dateCases },
  { method: 'GET', url: '/api/dashboard/totals', as: 'admin', query: {}, cases: dateCases },
];
