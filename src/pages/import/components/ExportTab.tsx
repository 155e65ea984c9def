import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, List, Typography } from 'antd';
import { useState } from 'react';
import { downloadFile } from '@/components/FileDownload';
import { downloadExportArchive } from '@/services/api/exports';

/** What the archive holds, in its order (server/src/modules/exports/export-files.ts). */
const FILES: [string, string][] = [
  ['teachers.csv', 'Current teachers, in the Teachers import’s columns (SINs are left out)'],
  ['courses.csv', 'Courses with their teachers'],
  ['students.csv', 'Every student'],
  ['balances.csv', 'Each student’s voucher balance today, as an opening balance'],
  ['term-registers.csv', 'Every term register, in the Term registers import’s columns'],
  ['lessons.csv', 'Planned lessons from today on, in the Recurring lessons import’s columns'],
  ['ledger.csv', 'Every voucher ledger entry'],
  ['lesson-history.csv', 'Every lesson with each student’s attendance and charge'],
  ['pay-records.csv', 'Every teacher pay record'],
  ['invoices.csv', 'Every invoice'],
  ['audit-log.csv', 'The whole audit log'],
  ['manifest.json', 'The row count of each file, the data’s version and the time of the export'],
];

/** Import → Export: the whole centre as one .zip that the Import tab takes back, kind by kind. */
export default function ExportTab() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(
        (options) => downloadExportArchive(options),
        'centre-export.zip',
        'The export could not be downloaded, try again',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Export everything">
      <Typography.Paragraph>
        One .zip with a CSV per kind of record, in the same columns the import takes. To move into another installation,
        upload this same .zip on its Import tab once per kind, in the order of the list: teachers, courses, students,
        opening balances, term registers, recurring lessons. Downloading it is recorded in the audit log.
      </Typography.Paragraph>
      <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={download}>
        Download the archive
      </Button>
      <List
        style={{ marginTop: 16 }}
        size="small"
        dataSource={FILES}
        renderItem={([name, what]) => (
          <List.Item>
            <Typography.Text code>{name}</Typography.Text> {what}
          </List.Item>
        )}
      />
    </Card>
  );
}
