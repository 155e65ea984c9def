import { ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useSaveRecord } from '@/components/FormSupport';
import RecordModalForm from '@/components/RecordModalForm';
import { createVoucherPackage, updateVoucherPackage } from '@/services/api/voucherPackages';

type Values = API.VoucherPackageFormInput;
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const moneyRules = (label: string, required = true) => [
  ...(required ? [{ required: true, message: `${label} is required` }] : []),
  { pattern: MONEY, message: 'Enter an amount like 450.00' },
];

/** Adds a package (no `pkg`) or edits one; the server checks it again (more than 0, unique name). */
export default function VoucherPackageForm({ pkg, onSaved }: { pkg?: API.VoucherPackage; onSaved: () => void }) {
  const { form, onFinish } = useSaveRecord<Values, API.VoucherPackage>({
    create: (values, options) => createVoucherPackage(values, options),
    update: pkg ? (values, options) => updateVoucherPackage({ id: pkg.id }, values, options) : undefined,
    onSaved,
  });
  return (
    <RecordModalForm<Values>
      form={form}
      title={pkg ? `Edit ${pkg.name}` : 'Add voucher package'}
      trigger={
        pkg ? (
          <Button type="link" size="small" aria-label={`Edit ${pkg.name}`}>
            Edit
          </Button>
        ) : (
          <Button type="primary">Add package</Button>
        )
      }
      width={480}
      initialValues={pkg ?? { giftAmount: '0.00', active: true }}
      onFinish={onFinish}
    >
      <ProFormText
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Name is required' }, { max: 100 }]}
      />
      <ProFormText
        name="price"
        label="Price (paid by card)"
        rules={moneyRules('Price')}
        fieldProps={{ inputMode: 'decimal' }}
      />
      <ProFormText
        name="voucherAmount"
        label="Voucher amount"
        rules={moneyRules('Voucher amount')}
        fieldProps={{ inputMode: 'decimal' }}
      />
      <ProFormText
        name="giftAmount"
        label="Gift amount"
        rules={moneyRules('Gift amount', false)}
        fieldProps={{ inputMode: 'decimal' }}
      />
      <ProFormSwitch name="active" label="Offered in the portal" />
    </RecordModalForm>
  );
}
