import { ProFormDatePicker, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { emailRules, loginRules, nameRules, phoneRules, useSaveRecord } from '@/components/FormSupport';
import { newPasswordRules, PASSWORD_MIN_LENGTH, PasswordStrengthMeter } from '@/components/PasswordStrength';
import RecordModalForm from '@/components/RecordModalForm';
import { createStaff, updateStaff } from '@/services/api/staff';
import {
  NEW_STAFF_DEFAULTS,
  type StaffFormValues,
  toStaffCreateBody,
  toStaffFormValues,
  toStaffUpdateBody,
} from './staff-api-mapping';
import { STAFF_ROLE_OPTIONS } from './staff-roles';

type StaffFormProps = {
  /** The member being edited; absent when adding a new one. */
  member?: API.StaffMember;
  onClose: () => void;
  onSaved: () => void;
  /** The roles this user may give (operators: operator only); all by default. */
  roleOptions?: typeof STAFF_ROLE_OPTIONS;
};

const editPasswordRules = [
  { min: PASSWORD_MIN_LENGTH, message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` },
];

/**
 * One form for adding and editing staff. Mount it only while open (keyed by the member) so every
 * opening starts from that member's values. Calls skip the request layer's toast so a taken login or
 * e-mail lands on its field; anything else gets the screen's failure message.
 */
export default function StaffForm({ member, onClose, onSaved, roleOptions = STAFF_ROLE_OPTIONS }: StaffFormProps) {
  const editing = Boolean(member);
  const { form, onFinish } = useSaveRecord<StaffFormValues>({
    create: (values, options) => createStaff(toStaffCreateBody(values), options),
    update: member && ((values, options) => updateStaff({ id: member.id }, toStaffUpdateBody(values), options)),
    onSaved,
  });

  return (
    <RecordModalForm<StaffFormValues>
      form={form}
      name="staff"
      title={editing ? 'Edit staff' : 'New staff'}
      width={640}
      grid
      initialValues={member ? toStaffFormValues(member) : NEW_STAFF_DEFAULTS}
      onClose={onClose}
      onFinish={onFinish}
    >
      <ProFormText name="login" label="Login" colProps={{ md: 12 }} rules={loginRules} />
      <ProFormText name="email" label="E-mail" colProps={{ md: 12 }} rules={emailRules} />
      <ProFormText.Password
        name="password"
        label="Password"
        colProps={{ md: 12 }}
        rules={editing ? editPasswordRules : newPasswordRules}
        placeholder={editing ? 'Leave blank to keep the current password' : undefined}
        extra={<PasswordStrengthMeter name="password" />}
        fieldProps={{ autoComplete: 'new-password' }}
      />
      <ProFormSelect
        name="role"
        label="Role"
        colProps={{ md: 12 }}
        options={roleOptions}
        rules={[{ required: true, message: 'Please choose a role!' }]}
      />
      <ProFormText name="firstName" label="First name" colProps={{ md: 12 }} rules={nameRules} />
      <ProFormText name="lastName" label="Last name" colProps={{ md: 12 }} rules={nameRules} />
      <ProFormDatePicker
        name="birthday"
        label="Birthday"
        colProps={{ md: 12 }}
        fieldProps={{ format: 'YYYY-MM-DD', style: { width: '100%' } }}
      />
      <ProFormText name="phone" label="Phone" colProps={{ md: 12 }} rules={phoneRules} />
      <ProFormSwitch name="activated" label="Activated" colProps={{ md: 12 }} />
    </RecordModalForm>
  );
}
