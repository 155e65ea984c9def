import { Alert, Button, Checkbox, Form, Input, message, Table, Tag, Typography } from 'antd';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import Money from '@/components/Money';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import {
  getOnlinePaymentSettings,
  listVoucherPackages,
  updateOnlinePaymentSettings,
} from '@/services/api/voucherPackages';
import VoucherPackageForm from './VoucherPackageForm';

type Values = API.OnlinePaymentSettingsFormInput;
const quiet = { skipErrorHandler: true };

function SettingsForm({
  settings,
  onSaved,
}: {
  settings: API.OnlinePaymentSettings;
  onSaved: (s: API.OnlinePaymentSettings) => void;
}) {
  const [form] = Form.useForm<Values>();
  const allow = Form.useWatch('allowCustomAmount', form);
  const save = async (values: Values) => {
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as Values;
    try {
      const saved = await updateOnlinePaymentSettings(
        { ...body, allowCustomAmount: Boolean(values.allowCustomAmount) },
        quiet,
      );
      form.resetFields(['stripeSecretKey', 'stripePublishableKey', 'stripeWebhookSecret', 'clearStripeKeys']);
      onSaved(saved);
      message.success('Online payments saved');
    } catch (error) {
      if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to update, try again', error);
    }
  };
  const provider =
    settings.provider === 'stripe'
      ? `Stripe (keys from ${settings.keysFrom === 'settings' ? 'these settings' : 'the server environment'}, publishable key …${settings.publishableKeyEnd})`
      : 'the built-in test provider: no card is charged (set Stripe keys to take real payments)';
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="online-payments"
      style={{ maxWidth: 560 }}
      initialValues={{
        allowCustomAmount: settings.allowCustomAmount,
        customAmountMin: settings.customAmountMin ?? undefined,
        customAmountMax: settings.customAmountMax ?? undefined,
      }}
      onFinish={save}
    >
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        Another amount
      </Typography.Title>
      <Form.Item name="allowCustomAmount" valuePropName="checked">
        <Checkbox>Families may also pay an amount of their choice</Checkbox>
      </Form.Item>
      {allow && (
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item
            name="customAmountMin"
            label="Smallest amount"
            rules={[{ required: true, message: 'Enter the smallest amount' }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="customAmountMax"
            label="Largest amount"
            rules={[{ required: true, message: 'Enter the largest amount' }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </div>
      )}
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Card account
      </Typography.Title>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`Cards are taken by ${provider}.`} />
      <Typography.Paragraph type="secondary">
        The centre's own Stripe account. Keys are stored encrypted and never shown again; leave blank to keep them. Give
        Stripe this webhook address: <Typography.Text code>{settings.webhookUrl}</Typography.Text>
      </Typography.Paragraph>
      <Form.Item name="stripeSecretKey" label="Secret key">
        <Input.Password autoComplete="off" placeholder="sk_live_…" />
      </Form.Item>
      <Form.Item name="stripePublishableKey" label="Publishable key">
        <Input autoComplete="off" placeholder="pk_live_…" />
      </Form.Item>
      <Form.Item name="stripeWebhookSecret" label="Webhook signing secret">
        <Input.Password autoComplete="off" placeholder="whsec_…" />
      </Form.Item>
      {settings.keysFrom === 'settings' && (
        <Form.Item name="clearStripeKeys" valuePropName="checked">
          <Checkbox>Forget the saved Stripe keys</Checkbox>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit">
        Save online payments
      </Button>
    </Form>
  );
}

/** Centre Settings → Online payments: the voucher packages families buy in the portal, and how cards are taken. */
export default function OnlinePaymentsTab() {
  const packages = useLoaded(() => listVoucherPackages(quiet), 'packages');
  const settings = useLoaded(() => getOnlinePaymentSettings(quiet), 'online-payments');
  const reload = packages.reload;
  if (!packages.data) return <LoadFailed loaded={packages} what="the voucher packages" />;
  return (
    <>
      <Typography.Paragraph type="secondary">
        What families can buy by card in the family portal. A purchase is recorded as a Card voucher purchase with its
        gift, like one recorded here.
      </Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={packages.data.data}
        scroll={{ x: 560 }}
        locale={{ emptyText: 'No packages yet: add one.' }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Price', align: 'right', render: (_, row) => <Money amount={row.price} /> },
          { title: 'Vouchers', align: 'right', render: (_, row) => <Money amount={row.voucherAmount} /> },
          { title: 'Gift', align: 'right', render: (_, row) => <Money amount={row.giftAmount} /> },
          {
            title: 'Status',
            render: (_, row) => (row.active ? <Tag color="green">Offered</Tag> : <Tag>Not offered</Tag>),
          },
          { title: 'Actions', key: 'actions', render: (_, row) => <VoucherPackageForm pkg={row} onSaved={reload} /> },
        ]}
      />
      <div style={{ marginTop: 12 }}>
        <VoucherPackageForm onSaved={reload} />
      </div>
      {settings.data ? (
        <SettingsForm settings={settings.data} onSaved={(saved) => settings.setData(() => saved)} />
      ) : (
        <LoadFailed loaded={settings} what="the online payment settings" />
      )}
    </>
  );
}
