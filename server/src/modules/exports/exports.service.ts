/**
 * The export archive: one .zip streamed to the client as it is written. yazl takes each file as a
 * stream and reads it only when the file before it is done, so at most a page of rows (export-files.ts)
 * and yazl's deflate buffers are held at once, whatever the size of the centre. The manifest comes
 * last, when the counts are known.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../db/migrations-folder';
import { CSV_BOM, csvLine } from './export-csv';
import { type ExportFile, exportFiles } from './export-files';

export const ARCHIVE_FORMAT = 1;

/** The last migration applied by this build: what the data's tables look like. */
function schemaVersion(): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? 'unknown';
}

export type Manifest = {
  format: number;
  schemaVersion: string;
  exportedAt: string;
  exportedBy: string;
  files: { name: string; description: string; rows: number }[];
};

async function* fileText(db: Database, file: ExportFile, counted: (rows: number) => void) {
  yield CSV_BOM + csvLine(file.header);
  let rows = 0;
  let text = '';
  for await (const row of file.rows(db)) {
    rows += 1;
    text += csvLine(row);
    // Chunks of about 64 KB: one per row would cost a stream write each.
    if (text.length > 65_536) {
      yield text;
      text = '';
    }
  }
  if (text) yield text;
  counted(rows);
}

export function exportArchive(
  db: Database,
  kinds: Parameters<typeof exportFiles>[0],
  exportedBy: string,
  onError: (error: Error) => void,
): Readable {
  const zip = new ZipFile();
  const exportedAt = new Date();
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    schemaVersion: schemaVersion(),
    exportedAt: exportedAt.toISOString(),
    exportedBy,
    files: [],
  };
  for (const file of exportFiles(kinds)) {
    const source = Readable.from(
      fileText(db, file, (rows) => manifest.files.push({ name: file.name, description: file.description, rows })),
    );
    // A failed read ends the download short: the client sees a broken archive, never a partial one passing as whole.
    source.on('error', (error) => {
      onError(error);
      (zip.outputStream as unknown as Readable).destroy(error);
    });
    zip.addReadStream(source, file.name, { mtime: exportedAt });
  }
  // Read only after every file before it has been written, so its counts are complete.
  zip.addReadStream(
    Readable.from(
      (async function* () {
        yield `${JSON.stringify(manifest, null, 2)}\n`;
      })(),
    ),
    'manifest.json',
    { mtime: exportedAt },
  );
  zip.end();
  return zip.outputStream as unknown as Readable;
}
