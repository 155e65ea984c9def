import { Button, Form, Input, message, Table, Typography } from 'antd';
import { errorBodyOf, showRequestFailure } from '@/components/FormSupport';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { listAccountingAccounts, updateAccountingAccounts } from '@/services/api/accounting';

type Values = { accounts: { key: API.AccountingAccount['key']; code: string; name: string }[] };

/** The server names a refused account as `accounts.<index>.<field>`; the rows are sent in the chart's order. */
function fieldName(field: string): ['accounts', number, 'code' | 'name'] | undefined {
  const match = /^accounts\.(\d+)\.(code|name)$/.exec(field);
  return match ? ['accounts', Number(match[1]), match[2] as 'code' | 'name'] : undefined;
}

/**
 * The accounts the accounting journals (Reports → Accounting) post to, renamed to the centre's own chart:
 * Xero's importer matches lines by code, QuickBooks' by name.
 */
export default function AccountingAccountsForm() {
  const [form] = Form.useForm<Values>();
  const accounts = useLoaded(() => listAccountingAccounts({ skipErrorHandler: true }), 'accounts');

  const save = async (values: Values) => {
    try {
      const saved = await updateAccountingAccounts({ accounts: values.accounts }, { skipErrorHandler: true });
      accounts.setData(() => saved);
      message.success('Accounts saved');
    } catch (error) {
      const fields = (errorBodyOf(error)?.fieldErrors ?? []).flatMap(({ field, message: text }) => {
        const name = fieldName(field);
        return name ? [{ name, errors: [text] }] : [];
      });
      if (fields.length > 0) form.setFields(fields);
      else showRequestFailure('Failed to update, try again', error);
    }
  };

  if (!accounts.data) return <LoadFailed loaded={accounts} what="the accounts" />;
  const rows = accounts.data;
  return (
    <Form<Values>
      form={form}
      name="accounting-accounts"
      initialValues={{ accounts: rows.map(({ key, code, name }) => ({ key, code, name })) }}
      onFinish={save}
    >
      <Typography.Paragraph type="secondary">
        The accounts the accounting journals post to. Give them the codes and names of your chart of accounts: Xero
        matches journal lines by code, QuickBooks by name.
      </Typography.Paragraph>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 640 }}
        columns={[
          {
            title: 'Posts',
            dataIndex: 'description',
            render: (description: string, _row, index) => (
              <>
                <Form.Item name={['accounts', index, 'key']} hidden noStyle>
                  <Input />
                </Form.Item>
                {description}
              </>
            ),
          },
          {
            title: 'Code',
            width: 140,
            render: (_value, row, index) => (
              <Form.Item
                name={['accounts', index, 'code']}
                style={{ margin: 0 }}
                rules={[{ required: true, whitespace: true, message: 'Enter a code' }, { max: 20 }]}
              >
                <Input aria-label={`Code of ${row.description}`} />
              </Form.Item>
            ),
          },
          {
            title: 'Name',
            render: (_value, row, index) => (
              <Form.Item
                name={['accounts', index, 'name']}
                style={{ margin: 0 }}
                rules={[{ required: true, whitespace: true, message: 'Enter a name' }, { max: 100 }]}
              >
                <Input aria-label={`Name of ${row.description}`} />
              </Form.Item>
            ),
          },
        ]}
      />
      <Button type="primary" htmlType="submit" style={{ marginTop: 16 }}>
        Save accounts
      </Button>
    </Form>
  );
}
