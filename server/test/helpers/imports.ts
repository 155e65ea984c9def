import assert from 'node:assert/strict';
import type { AuthHeader, TestApp } from './app';
import { eventually } from './eventually';

export type Upload = { uploadId: number; headers: string[]; mapping: Record<string, string>; rowCount: number };
export type Problem = { line: number; field: string; column: string | null; message: string };
export type DryRun = {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  problems: Problem[];
};
export type Batch = DryRun & { id: number; status: string; processed: number; error: string | null; undoable: boolean };

/** CSV text from rows of cells (quoted where needed), CRLF line ends as spreadsheets write them. */
export function csv(rows: string[][]): string {
  const quote = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return `${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

export function importClient(t: TestApp, headers: AuthHeader) {
  const upload = async (kind: string, content: string | Buffer, fileName = `${kind}.csv`, sheet?: string) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/imports/files',
      query: { fileName, kind, ...(sheet && { sheet }) },
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
    });
    return response;
  };
  const uploaded = async (kind: string, content: string | Buffer, fileName?: string): Promise<Upload> => {
    const response = await upload(kind, content, fileName);
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  };
  const body = (kind: string, file: Upload, matchOn: string | null = null, mapping = file.mapping) => ({
    uploadId: file.uploadId,
    kind,
    mapping,
    matchOn,
  });
  const dryRun = async (
    kind: string,
    file: Upload,
    matchOn: string | null = null,
    mapping?: Record<string, string>,
  ) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/imports/dry-run',
      headers,
      payload: body(kind, file, matchOn, mapping),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as DryRun;
  };
  const batch = async (id: number) =>
    (await t.inject({ method: 'GET', url: `/api/imports/${id}`, headers })).json() as Batch;
  /** Starts the import and waits for its job to finish. */
  const run = async (kind: string, file: Upload, matchOn: string | null = null): Promise<Batch> => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/imports',
      headers,
      payload: body(kind, file, matchOn),
    });
    assert.equal(response.statusCode, 202, response.body);
    const started = response.json() as Batch;
    const done = await eventually(
      () => batch(started.id),
      (b) => b.status === 'done' || b.status === 'failed',
    );
    assert.equal(done.status, 'done', JSON.stringify(done));
    return done;
  };
  /** Uploads and imports in one go. */
  const importRows = async (kind: string, rows: string[][], matchOn: string | null = null) =>
    run(kind, await uploaded(kind, csv(rows)), matchOn);
  const undo = (id: number) => t.inject({ method: 'POST', url: `/api/imports/${id}/undo`, headers });
  return { upload, uploaded, dryRun, run, importRows, undo, batch };
}
