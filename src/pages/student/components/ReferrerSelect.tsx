import { ProFormSelect } from '@ant-design/pro-components';
import { listReferrals } from '@/services/api/referrals';

type Option = { value: number; label: string };

/** The current referral stays selectable even when it is not among the first matches. */
export function referrerOptions(found: API.Referral[], current?: Option): Option[] {
  const options = found.map((referral) => ({ value: referral.id, label: referral.referrer }));
  return current && !options.some((option) => option.value === current.value) ? [current, ...options] : options;
}

/**
 * The student's referral, searched on the server as the user types (there can be thousands). It is
 * optional: the spec requires a referrer on the enquiry form, not on the student.
 */
export default function ReferrerSelect({ current, colProps }: { current?: Option; colProps?: { md: number } }) {
  return (
    <ProFormSelect
      name="referralId"
      label="Referrer"
      colProps={colProps}
      placeholder="Search referrers"
      showSearch
      debounceTime={300}
      fieldProps={{ filterOption: false, allowClear: true }}
      request={async ({ keyWords }) => {
        const { data } = await listReferrals({ keyword: keyWords || undefined, pageSize: 20, sort: 'referrer,asc' });
        return referrerOptions(data, current);
      }}
    />
  );
}
