import { message } from 'antd';
import type { ArgsProps } from 'antd/es/notification';

type NotificationApi = typeof import('antd')['notification'];
type Level = 'open' | 'error' | 'info';

let loading: Promise<NotificationApi> | undefined;

/**
 * antd's notification is only needed when something goes wrong, so it stays out of the first load:
 * src/global.tsx loads it a few seconds after start-up, or the first error does. Should even that fail
 * (offline early on), the same text is shown as a message, which is always loaded.
 */
export function loadNotification(): Promise<NotificationApi> {
  loading ??= import('antd/es/notification').then((module) => module.default);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export async function notify(level: Level, args: ArgsProps): Promise<void> {
  try {
    const notification = await loadNotification();
    notification[level](args);
  } catch {
    const text = [args.message, args.description].filter((part) => typeof part === 'string').join(': ');
    (level === 'error' ? message.error : message.info)({
      content: text,
      key: args.key === undefined ? undefined : String(args.key),
    });
  }
}
