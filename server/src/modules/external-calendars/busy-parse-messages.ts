/** What the server's thread and the busy-time parse worker (busy-parse-worker.ts) say to each other. */
export type ParseRequest = { text: string; from: number; to: number; zone: string };

export type ParseReply =
  | {
      ok: true;
      blocks: { start: number; end: number; allDay: boolean; title: string | null }[];
      skipped: number;
      warning: string | null;
    }
  | { ok: false; calendarError: boolean; message: string };
