import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useSaveRecord } from '@/components/FormSupport';
import RecordModalForm from '@/components/RecordModalForm';
import { createReferral, updateReferral } from '@/services/api/referrals';
import { type ReferralFormValues, toReferralBody, toReferralFormValues } from './referral-api-mapping';

type ReferralFormProps = {
  referral?: API.Referral;
  onClose: () => void;
  onSaved: () => void;
};

/** Spec §5 "Referrer required". */
export const REFERRER_REQUIRED = 'Referrer is required';

/** Adds or edits an enquiry. Mount it only while open, keyed by the referral. */
export default function ReferralForm({ referral, onClose, onSaved }: ReferralFormProps) {
  const editing = Boolean(referral);
  const { form, onFinish } = useSaveRecord<ReferralFormValues>({
    create: (values, options) => createReferral(toReferralBody(values), options),
    update: referral && ((values, options) => updateReferral({ id: referral.id }, toReferralBody(values), options)),
    onSaved,
  });

  return (
    <RecordModalForm<ReferralFormValues>
      form={form}
      name="referral"
      title={editing ? 'Edit referral' : 'New referral'}
      width={560}
      initialValues={referral ? toReferralFormValues(referral) : undefined}
      onClose={onClose}
      onFinish={onFinish}
    >
      <ProFormText
        name="referrer"
        label="Referrer"
        placeholder="Who referred the student: a person, school or agency"
        rules={[
          { required: true, whitespace: true, message: REFERRER_REQUIRED },
          { max: 100, message: 'Referrer must be at most 100 characters' },
        ]}
      />
      <ProFormTextArea name="comments" label="Comments" fieldProps={{ maxLength: 2000, showCount: true }} />
    </RecordModalForm>
  );
}
