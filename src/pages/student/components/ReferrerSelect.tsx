import ReferenceSelect, { type IdOption, OPTION_PAGE_SIZE } from '@/components/ReferenceSelect';
import { listReferrals } from '@/services/api/referrals';

/** Referrals whose referrer or comments contain what was typed, by referrer. */
async function referrerOptions(keyword?: string): Promise<IdOption[]> {
  const { data } = await listReferrals({
    keyword: keyword?.trim() || undefined,
    pageSize: OPTION_PAGE_SIZE,
    sort: 'referrer,asc',
  });
  return data.map((referral) => ({ value: referral.id, label: referral.referrer }));
}

/**
 * The student's referral, searched on the server as the user types (there can be thousands). It is
 * optional: the spec requires a referrer on the enquiry form, not on the student.
 */
export default function ReferrerSelect({ current, colProps }: { current?: IdOption; colProps?: { md: number } }) {
  return (
    <ReferenceSelect
      name="referralId"
      label="Referrer"
      colProps={colProps}
      placeholder="Search referrers"
      search={referrerOptions}
      current={current}
    />
  );
}
