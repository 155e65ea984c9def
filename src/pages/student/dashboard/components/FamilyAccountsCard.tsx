import { Button, Card, Form, Input, List, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { emailRules, showRequestFailure } from '@/components/FormSupport';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import {
  inviteFamily,
  listFamilyAccounts,
  resendFamilyInvitation,
  revokeFamilyInvitation,
  unlinkFamilyAccount,
} from '@/services/api/familyAccounts';
import { formatDate } from '@/utils/format';

/**
 * The student's family portal accounts (issue 33): who is linked, open invitations (resend, revoke),
 * unlink, and an invitation to a parent's (or the student's own) e-mail.
 */
export default function FamilyAccountsCard({ studentId }: { studentId: number }) {
  const loaded = useLoaded(
    async () => (await listFamilyAccounts({ id: studentId }, { skipErrorHandler: true })).data,
    studentId,
  );
  const accounts = loaded.data;
  const [form] = Form.useForm<{ email: string }>();
  const [sending, setSending] = useState(false);

  const act = async (action: () => Promise<unknown>, failure: string) => {
    try {
      await action();
      loaded.reload();
    } catch (error) {
      showRequestFailure(failure, error);
    }
  };

  const invite = async ({ email }: { email: string }) => {
    setSending(true);
    await act(
      () => inviteFamily({ id: studentId }, { email }, { skipErrorHandler: true }),
      'Failed to invite, try again',
    );
    form.resetFields();
    setSending(false);
  };

  return (
    <Card title="Family portal">
      <LoadFailed loaded={loaded} what="the family accounts" />
      <List
        loading={loaded.loading && !accounts}
        dataSource={accounts ?? []}
        // antd's own empty-text grey is below 4.5:1 on white (axe): the sentence keeps the body's secondary text colour.
        locale={{ emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>No family account yet.</span> }}
        renderItem={(account) => (
          <List.Item
            actions={[
              account.invitation && (
                <Button
                  key="resend"
                  size="small"
                  onClick={() =>
                    act(
                      () => resendFamilyInvitation({ id: account.invitation?.id ?? 0 }, { skipErrorHandler: true }),
                      'Failed to resend, try again',
                    )
                  }
                >
                  Resend
                </Button>
              ),
              account.invitation && (
                <Button
                  key="revoke"
                  size="small"
                  onClick={() =>
                    act(
                      () => revokeFamilyInvitation({ id: account.invitation?.id ?? 0 }, { skipErrorHandler: true }),
                      'Failed to revoke, try again',
                    )
                  }
                >
                  Revoke
                </Button>
              ),
              <Popconfirm
                key="unlink"
                title={`Unlink ${account.email ?? account.login}?`}
                description="They will no longer see this student in the portal."
                onConfirm={() =>
                  act(
                    () => unlinkFamilyAccount({ id: studentId, userId: account.userId }, { skipErrorHandler: true }),
                    'Failed to unlink, try again',
                  )
                }
              >
                <Button size="small" danger>
                  Unlink
                </Button>
              </Popconfirm>,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <Space>
                  {account.email ?? account.login}
                  {account.activated ? (
                    <Tag color="green">Active</Tag>
                  ) : account.invitation?.expired ? (
                    <Tag color="red">Invitation expired</Tag>
                  ) : (
                    <Tag color="blue">Invited</Tag>
                  )}
                </Space>
              }
              description={
                account.invitation
                  ? `Invited ${formatDate(account.invitation.sentAt)}; link works until ${formatDate(account.invitation.expiresAt)}`
                  : `Linked ${formatDate(account.linkedAt)}`
              }
            />
          </List.Item>
        )}
      />
      {/* Wraps under the label on a phone: a fixed 260 px field pushed the page 25 px sideways at 390 px. */}
      <Form form={form} layout="inline" onFinish={invite} style={{ marginTop: 12, rowGap: 8 }}>
        <Form.Item name="email" label="Invite by e-mail" rules={emailRules} style={{ maxWidth: '100%' }}>
          <Input type="email" placeholder="parent@example.com" style={{ width: 260, maxWidth: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          Send invitation
        </Button>
      </Form>
    </Card>
  );
}
