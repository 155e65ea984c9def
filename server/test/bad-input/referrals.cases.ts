import { insertReferral } from '../helpers/records';
import { type Case, type Endpoint, notString, oversized, unknownField } from './cases';

const referralBody = { referrer: 'North Public School', comments: 'Met at the open day' };

const referralCases: Case[] = [
  { name: 'referrer blank', change: { referrer: '   ' }, field: 'referrer', message: 'is required' },
  { name: 'referrer null', change: { referrer: null }, field: 'referrer', message: 'is required' },
  notString('referrer'),
  oversized('referrer', 100),
  oversized('comments', 2000),
  notString('comments'),
  unknownField,
];

export const referralEndpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/referrals',
    as: 'admin',
    body: referralBody,
    required: ['referrer'],
    cases: referralCases,
  },
  {
    method: 'PUT',
    url: '/api/referrals/:referral',
    params: async (f) => ({ referral: (await insertReferral(f.db)).id }),
    as: 'admin',
    body: referralBody,
    required: ['referrer'],
    cases: referralCases,
  },
  {
    method: 'GET',
    url: '/api/referrals',
    as: 'admin',
    query: {},
    cases: [
      oversized('keyword', 100),
      { name: 'page zero', change: { page: '0' }, field: 'page', message: 'must be at least 1' },
      unknownField,
    ],
  },
];
