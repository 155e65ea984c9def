import { BellOutlined } from '@ant-design/icons';
import { useDispatch, useModel, useSelector } from '@umijs/max';
import { Badge, Popover, Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import messages from '@/locales/en-US';
import type { GlobalState, NoticeItem, NoticeType } from '@/models/global';
import { countNotices } from '@/models/global';
import NoticeList from './NoticeList';

const TABS: NoticeType[] = ['notification', 'message', 'event'];

/**
 * The tab the bell opens on: the first holding unread items (the badge counts them), else the first
 * holding any, else Notifications. A teacher's badge counting an Events item opened on an empty
 * Notifications tab (issue 31 item 8).
 */
export function tabToOpen(notices: NoticeItem[]): NoticeType {
  const holding = (test: (notice: NoticeItem) => boolean) =>
    TABS.find((type) => notices.some((notice) => notice.type === type && test(notice)));
  return holding((notice) => !notice.read) ?? holding(() => true) ?? 'notification';
}

const buttonStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '0 8px',
  height: '100%',
  // A thumb's size on a phone's header too.
  minWidth: 44,
  minHeight: 44,
  border: 0,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: 16,
} as const;

/**
 * The header bell (GET /api/notices): tabs for notifications, messages and events, a badge with the
 * unread count, read on click, and Clear per tab. The counts are copied to the signed-in user too.
 */
export default function NoticeBell() {
  const dispatch = useDispatch();
  const { initialState } = useModel('@@initialState');
  const { notices, noticesLoaded } = useSelector((state: { global: GlobalState }) => state.global);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<NoticeType>('notification');

  const run = useCallback(
    async (action: { type: string; payload?: unknown }) => {
      try {
        await dispatch(action);
      } catch {
        // The request layer has already told the user.
      }
    },
    [dispatch],
  );

  useEffect(() => {
    run({ type: 'global/fetchNotices' });
  }, [run]);

  // Until the bell's own list answers, the counts GET /api/account gave. They are not copied back into
  // the initial state: that re-rendered the whole layout (menu, header, page) on every cold load only to
  // hold figures the bell already has (issue 37).
  const counts = noticesLoaded
    ? countNotices(notices)
    : {
        totalCount: initialState?.currentUser?.notifyCount ?? 0,
        unreadCount: initialState?.currentUser?.unreadCount ?? 0,
      };

  const items = TABS.map((type) => {
    const list = notices.filter((notice) => notice.type === type);
    const unread = list.filter((notice) => !notice.read).length;
    return {
      key: type,
      label: `${messages[`notices.${type}`]}${unread ? ` (${unread})` : ''}`,
      children: (
        <NoticeList
          notices={list}
          onRead={(notice: NoticeItem) => run({ type: 'global/markRead', payload: { ids: [notice.id] } })}
          onReadAll={() => run({ type: 'global/markRead', payload: { type } })}
          onClear={() => run({ type: 'global/clearNotices', payload: { type } })}
          onDecided={() => run({ type: 'global/fetchNotices' })}
        />
      ),
    };
  });

  const label = counts.unreadCount
    ? `${messages['header.notices']}, ${counts.unreadCount} unread`
    : messages['header.notices'];

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) return;
        setTab(tabToOpen(notices));
        run({ type: 'global/fetchNotices' });
      }}
      trigger="click"
      // Centred placements shift back inside the window; bottomRight only flips, which left a 336 px
      // panel half off a phone's screen (the bell sits mid-header there).
      placement="bottom"
      arrow={false}
      content={
        <Tabs
          centered
          activeKey={tab}
          onChange={(key) => setTab(key as NoticeType)}
          items={items}
          style={{ width: 'min(336px, calc(100vw - 16px))' }}
        />
      }
      styles={{ body: { padding: 0 } }}
    >
      <button type="button" style={buttonStyle} aria-label={label}>
        <Badge count={counts.unreadCount} size="small" rootClassName="app-notice-badge">
          <BellOutlined style={{ fontSize: 16 }} aria-hidden />
        </Badge>
      </button>
    </Popover>
  );
}
