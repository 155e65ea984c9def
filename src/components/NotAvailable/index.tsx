import { ToolOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import messages from '@/locales/en-US';

export type NotAvailableProps = {
  /** The screen's name, as the menu shows it. */
  screen?: string;
};

/**
 * Stands in for a screen that is not built yet: it names the screen and says so, instead of showing
 * made-up data.
 */
export default function NotAvailable({ screen }: NotAvailableProps) {
  return (
    <Result
      icon={<ToolOutlined aria-hidden />}
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {screen ?? 'This screen'}
        </Typography.Title>
      }
      subTitle={
        <>
          <Typography.Paragraph strong style={{ marginBottom: 4 }}>
            {messages['notAvailable.title']}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{messages['notAvailable.description']}</Typography.Text>
        </>
      }
    />
  );
}
