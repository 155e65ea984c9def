import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
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
  const [form] = Form.useForm<ReferralFormValues>();
  const editing = Boolean(referral);

  const save = async (values: ReferralFormValues) => {
    try {
      if (referral) await updateReferral({ id: referral.id }, toReferralBody(values), { skipErrorHandler: true });
      else await createReferral(toReferralBody(values), { skipErrorHandler: true });
      message.success(editing ? 'Updated successfully' : 'Added successfully');
      onSaved();
      return true;
    } catch (error) {
      if (!showServerFieldErrors(form, error)) {
        showRequestFailure(editing ? 'Failed to update, try again' : 'Failed to add, try again', error);
      }
      return false;
    }
  };

  return (
    <ModalForm<ReferralFormValues>
      open
      form={form}
      name="referral"
      title={editing ? 'Edit referral' : 'New referral'}
      width={560}
      initialValues={referral ? toReferralFormValues(referral) : undefined}
      onOpenChange={(open) => !open && onClose()}
      onFinish={save}
      submitter={{ searchConfig: { submitText: 'Save', resetText: 'Cancel' } }}
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
    </ModalForm>
  );
}
