import { pageQueryOf, type TablePageParams, type TableSort, toSortParam } from '@/components/ProTableSupport';

/** Pure translations between the Enquiry Form screen and the referrals API. */

export const SORTABLE_REFERRAL_FIELDS = ['referrer', 'createdAt'] as const;

export type ReferralTableParams = TablePageParams;

export function toReferralListParams(params: ReferralTableParams, sort?: TableSort): API.listReferralsParams {
  return pageQueryOf(params, toSortParam(sort, SORTABLE_REFERRAL_FIELDS));
}

export type ReferralFormValues = { referrer: string; comments?: string };

export const toReferralFormValues = (referral: API.Referral): ReferralFormValues => ({
  referrer: referral.referrer,
  comments: referral.comments ?? undefined,
});

/** A cleared comment is sent as null so the server clears it. */
export const toReferralBody = (values: ReferralFormValues): API.ReferralFormInput => ({
  referrer: values.referrer.trim(),
  comments: values.comments?.trim() || null,
});

export const studentCountText = (count: number) => (count === 1 ? '1 student' : `${count} students`);
