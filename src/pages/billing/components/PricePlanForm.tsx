import {
  ProForm,
  ProFormDigit,
  ProFormGroup,
  ProFormList,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Form, message, Spin } from 'antd';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { amountFormatRule, toMoneyString } from '@/components/Money';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getPricePlan, updatePricePlan } from '@/services/api/billing';

type Range = { from: number; to?: number | null; unitPrice: string };
type Values = Omit<API.PricePlanFormInput, 'chargeRanges'> & { chargeRanges: Range[] };

const moneyRules = (label: string) => [{ required: true, message: `${label} is required` }, amountFormatRule('12.50')];

/**
 * The price plan: charge ranges (from–to students at a unit price), minimum charge, tax, currency, terms,
 * and who issues the invoices (the vendor's name, address and tax number, printed on every invoice PDF).
 */
export default function PricePlanForm() {
  const [form] = Form.useForm<Values>();
  const loaded = useLoaded(() => getPricePlan(), 'price-plan');
  const plan = loaded.data;
  if (!plan) return loaded.failed ? <LoadFailed loaded={loaded} what="the price plan" /> : <Spin />;
  return (
    <ProForm<Values>
      form={form}
      initialValues={plan}
      autoFocusFirstInput={false}
      submitter={{ searchConfig: { submitText: 'Save plan' }, resetButtonProps: false }}
      onFinish={async (values) => {
        try {
          const saved = await updatePricePlan(
            {
              ...values,
              minimumCharge: toMoneyString(values.minimumCharge),
              chargeRanges: values.chargeRanges.map((range) => ({
                from: range.from,
                // null is "and above"; the generated type drops the schema's nullable.
                to: (range.to ?? null) as number,
                unitPrice: toMoneyString(range.unitPrice),
              })),
            },
            { skipErrorHandler: true },
          );
          loaded.setData(() => saved);
          message.success('Price plan saved');
          return true;
        } catch (error) {
          if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to update, try again', error);
          return false;
        }
      }}
    >
      <ProFormList
        name="chargeRanges"
        label="Charge ranges (number of students → unit price per period; leave the last “to” empty for “and above”)"
        creatorButtonProps={{ creatorButtonText: 'Add range' }}
        min={1}
        max={20}
        copyIconProps={false}
      >
        <ProFormGroup>
          <ProFormDigit
            name="from"
            label="From"
            min={0}
            fieldProps={{ precision: 0 }}
            rules={[{ required: true, message: 'From is required' }]}
            width="xs"
          />
          <ProFormDigit name="to" label="To" min={0} fieldProps={{ precision: 0 }} placeholder="and above" width="xs" />
          <ProFormText name="unitPrice" label="Unit price" rules={moneyRules('Unit price')} width="sm" />
        </ProFormGroup>
      </ProFormList>
      <ProFormGroup>
        <ProFormText name="minimumCharge" label="Minimum charge" rules={moneyRules('Minimum charge')} width="sm" />
        <ProFormText
          name="taxRate"
          label="Tax rate (%)"
          width="xs"
          rules={[
            { required: true, message: 'Tax rate is required' },
            { pattern: /^\d{1,2}(\.\d{1,3})?$/, message: '0 to 99.999' },
          ]}
        />
        <ProFormText
          name="currency"
          label="Currency"
          width="xs"
          rules={[
            { required: true, message: 'Currency is required' },
            { pattern: /^[A-Z]{3}$/, message: 'A code like CAD' },
          ]}
        />
        <ProFormDigit
          name="paymentTermsDays"
          label="Payment terms (days)"
          min={0}
          max={365}
          fieldProps={{ precision: 0 }}
          width="xs"
          rules={[{ required: true, message: 'Payment terms are required' }]}
        />
      </ProFormGroup>
      <ProFormGroup title="Invoice issuer (printed at the top of every invoice PDF)">
        <ProFormText name="issuerName" label="Vendor name" width="md" fieldProps={{ maxLength: 200 }} />
        <ProFormText name="issuerTaxNumber" label="Tax number" width="sm" fieldProps={{ maxLength: 50 }} />
      </ProFormGroup>
      <ProFormTextArea
        name="issuerAddress"
        label="Vendor address"
        width="lg"
        fieldProps={{ maxLength: 500, rows: 3 }}
        placeholder="One line per line of the address"
      />
    </ProForm>
  );
}
