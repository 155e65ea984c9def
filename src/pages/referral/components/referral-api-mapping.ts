/** Pure translations between the Enquiry Form screen and the referrals API. */

type TableSort = Record<string, 'ascend' | 'descend' | null | undefined>;

export const SORTABLE_REFERRAL_FIELDS = ['referrer', 'createdAt'] as const;

export type ReferralTableParams = { current?: number; pageSize?: number; keyword?: string };

export function toReferralListParams(params: ReferralTableParams, sort?: TableSort): API.listReferralsParams {
  const [field, order] =
    Object.entries(sort ?? {}).find(
      ([key, value]) => value && (SORTABLE_REFERRAL_FIELDS as readonly string[]).includes(key),
    ) ?? [];
  const keyword = params.keyword?.trim();
  return {
    page: params.current ?? 1,
    pageSize: params.pageSize ?? 20,
    sort: field && order ? `${field},${order === 'ascend' ? 'asc' : 'desc'}` : undefined,
    keyword: keyword || undefined,
  };
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
