import { Collapse, Typography } from 'antd';

/** How to subscribe in the three calendars most people use: each only needs the address. */
export default function FeedHowTo() {
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'google',
          label: 'Google Calendar',
          children: (
            <Typography.Paragraph style={{ margin: 0 }}>
              On a computer open Google Calendar, then <b>Other calendars</b> → <b>+</b> → <b>From URL</b>, paste the
              https address and choose <b>Add calendar</b>. Google refreshes it every few hours.
            </Typography.Paragraph>
          ),
        },
        {
          key: 'apple',
          label: 'Apple Calendar (iPhone, iPad, Mac)',
          children: (
            <Typography.Paragraph style={{ margin: 0 }}>
              Open the webcal link on the device, or in Calendar choose <b>File</b> → <b>New Calendar Subscription</b>{' '}
              (on iPhone: Settings → Calendar → Accounts → Add Account → Other → <b>Add Subscribed Calendar</b>) and
              paste the address. Set <b>Auto-refresh</b> to every hour.
            </Typography.Paragraph>
          ),
        },
        {
          key: 'outlook',
          label: 'Outlook',
          children: (
            <Typography.Paragraph style={{ margin: 0 }}>
              In Outlook on the web choose <b>Add calendar</b> → <b>Subscribe from web</b>, paste the https address,
              give it a name and choose <b>Import</b>. In Outlook for Windows: <b>Add calendar</b> →{' '}
              <b>From Internet</b>.
            </Typography.Paragraph>
          ),
        },
      ]}
    />
  );
}
