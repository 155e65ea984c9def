import { Button, List, Modal, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { inviteFamiliesInBulk } from '@/services/api/familyAccounts';

type Outcome = API.BulkFamilyInvitationResult['data'][number];

const TAGS: Record<Outcome['outcome'], { label: string; color: string }> = {
  invited: { label: 'Invited', color: 'green' },
  linked: { label: 'Linked', color: 'blue' },
  skipped: { label: 'Skipped', color: 'default' },
};

/** "Invite to portal" for the selected students: each one's own e-mail, then who was invited, linked or skipped. */
export default function BulkInviteButton({ ids, who, onDone }: { ids: number[]; who: string; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>();

  const invite = async () => {
    setBusy(true);
    try {
      const answer = await inviteFamiliesInBulk({ studentIds: ids }, { skipErrorHandler: true });
      setOutcomes(answer.data);
    } catch (error) {
      showRequestFailure('Failed to invite, try again', error);
    } finally {
      setBusy(false);
    }
  };
  const count = (kind: Outcome['outcome']) => outcomes?.filter((o) => o.outcome === kind).length ?? 0;

  return (
    <>
      <Popconfirm
        title={`Invite ${who} to the family portal?`}
        description="Each student's own e-mail address gets an invitation."
        okText="Invite"
        onConfirm={invite}
      >
        <Button loading={busy}>Invite to portal</Button>
      </Popconfirm>
      <Modal
        open={outcomes !== undefined}
        title={`Invited ${count('invited')}, linked ${count('linked')}, skipped ${count('skipped')}`}
        footer={
          <Button
            type="primary"
            onClick={() => {
              setOutcomes(undefined);
              onDone();
            }}
          >
            Close
          </Button>
        }
        onCancel={() => {
          setOutcomes(undefined);
          onDone();
        }}
      >
        <List
          dataSource={outcomes ?? []}
          renderItem={(row) => (
            <List.Item>
              <List.Item.Meta
                title={row.name || `Student #${row.studentId}`}
                description={[row.email, row.reason].filter(Boolean).join(' — ')}
              />
              <Tag color={TAGS[row.outcome].color}>{TAGS[row.outcome].label}</Tag>
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
