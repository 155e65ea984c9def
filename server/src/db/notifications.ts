/**
 * PostgreSQL's LISTEN/NOTIFY, for caches that must forget what a committed change made stale (the
 * triggers of migration 0003 notify). A notification is delivered only after its transaction commits.
 */
import pg from 'pg';
import type { PgliteClient } from './pglite-open';

export type NotificationHandlers = {
  /** A notification arrived on the channel. */
  onNotify: () => void;
  /**
   * Listening started (true) or stopped (false: the connection was lost, or closed). While it is false
   * notifications can be missed, so a cache must neither answer from nor keep what it holds.
   */
  onListeningChange: (listening: boolean) => void;
};

export type NotificationListener = { close: () => Promise<void> };

export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<NotificationListener>;

/**
 * How long to wait before connecting again after the listening connection was lost: 1 s, doubled after
 * each failed attempt up to 30 s (a database away for minutes is not asked 60 times a minute by every
 * listener of every process), and 1 s again once listening works.
 */
const RECONNECT_DELAY_MS = 1_000;
const RECONNECT_DELAY_MAX_MS = 30_000;

/**
 * A connection of its own (a pooled one would be handed to queries, and LISTEN belongs to a session),
 * connected again after a loss for as long as the listener is open.
 */
export function listenOnPostgres(url: string, warn: (message: string) => void): Listen {
  return async (channel, handlers) => {
    let current: pg.Client | undefined;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    let delay = RECONNECT_DELAY_MS;

    const connect = async () => {
      const client = new pg.Client({ connectionString: url });
      let lost = false;
      const onLost = (error?: Error) => {
        if (lost) return;
        lost = true;
        if (current === client) {
          current = undefined;
          handlers.onListeningChange(false);
        }
        client.end().catch(() => {});
        if (closed) return;
        // Said once per outage: the attempts that fail while the database is away are not news.
        if (delay === RECONNECT_DELAY_MS)
          warn(`Lost the connection listening on ${channel}${error ? `: ${error.message}` : ''}; reconnecting`);
        retry = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, RECONNECT_DELAY_MAX_MS);
      };
      client.on('notification', (message) => {
        if (message.channel === channel) handlers.onNotify();
      });
      client.on('error', onLost);
      client.on('end', () => onLost());
      try {
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        onLost(error as Error);
        return;
      }
      if (closed || lost) {
        await client.end().catch(() => {});
        return;
      }
      current = client;
      if (delay !== RECONNECT_DELAY_MS) warn(`Listening on ${channel} again`);
      delay = RECONNECT_DELAY_MS;
      handlers.onListeningChange(true);
    };

    await connect();
    return {
      close: async () => {
        closed = true;
        clearTimeout(retry);
        const client = current;
        current = undefined;
        if (!client) return;
        handlers.onListeningChange(false);
        await client.end().catch(() => {});
      },
    };
  };
}

/**
 * The embedded database (in this thread or its worker): its notifications arrive as each statement
 * commits, the worker's before that statement's answer.
 */
export function listenOnPglite(client: Pick<PgliteClient, 'listen'>): Listen {
  return async (channel, handlers) => {
    const unlisten = await client.listen(channel, () => handlers.onNotify());
    handlers.onListeningChange(true);
    return {
      close: async () => {
        handlers.onListeningChange(false);
        await unlisten();
      },
    };
  };
}
