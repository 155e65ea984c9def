import { Button, Flex, List, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import messages from '@/locales/en-US';
import type { NoticeItem } from '@/models/global';
import { formatDateTime } from '@/utils/format';

// Only administrators get registration notices: the buttons load with the first one.
const RegistrationDecision = lazy(() => import('@/components/RegistrationDecision'));

export type NoticeListProps = {
  /** A registration was approved or refused from its notice: the notices reload. */
  onDecided: () => void;
  notices: NoticeItem[];
  onRead: (notice: NoticeItem) => void;
  onClear: () => void;
  onReadAll: () => void;
};

/** One tab of the bell: the notices (unread ones in bold) and the tab's Clear / Mark all read actions. */
export default function NoticeList({ notices, onRead, onClear, onReadAll, onDecided }: NoticeListProps) {
  return (
    <div>
      <List
        dataSource={notices}
        locale={{ emptyText: messages['notices.empty'] }}
        style={{ maxHeight: 360, overflowY: 'auto' }}
        renderItem={(notice) => (
          <List.Item
            onClick={() => !notice.read && onRead(notice)}
            style={{ cursor: notice.read ? 'default' : 'pointer', paddingInline: 16 }}
            actions={
              notice.read
                ? []
                : [
                    <Button
                      key="read"
                      type="link"
                      size="small"
                      aria-label={`Mark "${notice.title}" read`}
                      onClick={(event) => {
                        event.stopPropagation();
                        onRead(notice);
                      }}
                    >
                      Read
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={<Typography.Text strong={!notice.read}>{notice.title}</Typography.Text>}
              description={
                <>
                  {notice.description && <div>{notice.description}</div>}
                  {notice.registrationUserId !== undefined && (
                    <Suspense fallback={null}>
                      <RegistrationDecision
                        userId={notice.registrationUserId}
                        name={notice.title.replace(/^New account registered: /, '')}
                        onDecided={onDecided}
                      />
                    </Suspense>
                  )}
                  <Typography.Text type="secondary">{formatDateTime(notice.datetime)}</Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      {notices.length > 0 && (
        <Flex justify="space-between" style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)', padding: 8 }}>
          <Button type="link" onClick={onReadAll}>
            {messages['notices.markAllRead']}
          </Button>
          <Button type="link" onClick={onClear}>
            {messages['notices.clear']}
          </Button>
        </Flex>
      )}
    </div>
  );
}
