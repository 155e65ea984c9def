import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Button, Card, message, Progress, Select, Space, Tabs, Typography, Upload } from 'antd';
import { useState } from 'react';
import { downloadFile } from '@/components/FileDownload';
import PageTitle from '@/components/PageTitle';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { pause, useLoaded } from '@/components/SectionLoading/use-loaded';
import {
  downloadImportTemplate,
  dryRunImport,
  getImportBatch,
  listImportBatches,
  listImportKinds,
  startImport,
  undoImportBatch,
  uploadImportFile,
} from '@/services/api/imports';
import BatchList from './components/BatchList';
import DryRunResult from './components/DryRunResult';
import ExportTab from './components/ExportTab';
import MappingStep, { type Mapping, missingRequired } from './components/MappingStep';

const finished = (batch: API.ImportBatch) => batch.status !== 'queued' && batch.status !== 'running';

/**
 * /import (administrators): a centre's data from spreadsheets, one kind at a time — upload, map the
 * columns, check every row (a dry run writes nothing), import as a background job with its progress,
 * and undo a whole import within 7 days from the list below. The Export tab downloads the whole centre.
 */
export default function ImportPage() {
  const kindsLoaded = useLoaded(async () => (await listImportKinds({ skipErrorHandler: true })).data, 'kinds');
  const kinds = kindsLoaded.data ?? [];
  const [kindKey, setKindKey] = useState<API.ImportKindInfo['kind']>('teachers');
  const [upload, setUpload] = useState<API.ImportUpload>();
  const [mapping, setMapping] = useState<Mapping>({});
  const [matchOn, setMatchOn] = useState<string | null>(null);
  const [dryRun, setDryRun] = useState<API.ImportDryRun>();
  const [started, setStarted] = useState<API.ImportBatch>();
  const batchesLoaded = useLoaded(async () => (await listImportBatches({ skipErrorHandler: true })).data, 'batches');
  const reloadBatches = batchesLoaded.reload;
  // While an import runs its progress is read every second: each answer keys the next read, until it has finished.
  const progress = useLoaded(
    async (signal) => {
      if (!started || finished(started)) return started;
      await pause(1000, signal);
      const batch = await getImportBatch({ id: started.id }, { skipErrorHandler: true });
      if (finished(batch)) reloadBatches();
      return batch;
    },
    [started?.id, started?.status, started?.processed],
  );
  const running = progress.data?.id === started?.id ? progress.data : started;
  if (running && started && running !== started && !finished(started)) setStarted(running);
  const [busy, setBusy] = useState(false);
  const kind = kinds.find((k) => k.kind === kindKey);

  const reset = () => {
    setUpload(undefined);
    setDryRun(undefined);
    setStarted(undefined);
  };

  const send = async (file: File) => {
    setBusy(true);
    reset();
    try {
      const answer = await uploadImportFile(
        { fileName: file.name, kind: kindKey },
        { data: file, headers: { 'Content-Type': 'application/octet-stream' } },
      );
      setUpload(answer);
      setMapping(answer.mapping);
      setMatchOn(null);
    } finally {
      setBusy(false);
    }
    return false;
  };

  const runBody = () => ({
    uploadId: upload?.uploadId as number,
    kind: kindKey,
    sheet: upload?.sheet,
    mapping,
    matchOn,
  });

  const check = async () => {
    setBusy(true);
    try {
      setDryRun(await dryRunImport(runBody()));
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    setBusy(true);
    try {
      setStarted((await startImport(runBody())) as API.ImportBatch);
      reloadBatches();
    } finally {
      setBusy(false);
    }
  };

  const undo = async (batch: API.ImportBatch) => {
    await undoImportBatch({ id: batch.id });
    // The app has no antd <App> around it, so App.useApp()'s message was an empty stub: calling it threw
    // and the list was never reloaded after an undo (found by the import e2e).
    message.success(`Import #${batch.id} undone`);
    reloadBatches();
  };

  const template = () =>
    downloadFile(
      (options) => downloadImportTemplate({ kind: kindKey }, options),
      `${kindKey}-template.csv`,
      'The template could not be downloaded',
    );

  const mappingReady = kind && upload && missingRequired(kind.fields, mapping).length === 0;
  const importTab = (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title="1. Choose what to import and the file">
        <Space wrap>
          <Select
            aria-label="What to import"
            style={{ minWidth: 200 }}
            value={kindKey}
            onChange={(value) => {
              setKindKey(value);
              reset();
            }}
            options={kinds.map((k) => ({ value: k.kind, label: k.label }))}
          />
          <Upload accept=".csv,.xlsx,.zip" showUploadList={false} beforeUpload={send} disabled={busy}>
            <Button type="primary" icon={<UploadOutlined />} loading={busy && !upload}>
              Upload .csv, .xlsx or an export .zip
            </Button>
          </Upload>
          <Button icon={<DownloadOutlined />} onClick={template}>
            Template
          </Button>
        </Space>
        {upload && (
          <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
            {upload.fileName}: {upload.rowCount} rows{upload.sheet ? `, sheet "${upload.sheet}"` : ''}
          </Typography.Paragraph>
        )}
      </Card>
      {kind && upload && (
        <Card title="2. Match the columns">
          <MappingStep
            kind={kind}
            headers={upload.headers}
            mapping={mapping}
            onChange={(next) => {
              setMapping(next);
              setDryRun(undefined);
            }}
            matchOn={matchOn}
            onMatchOnChange={(next) => {
              setMatchOn(next);
              setDryRun(undefined);
            }}
          />
          <Button style={{ marginTop: 12 }} type="primary" disabled={!mappingReady} loading={busy} onClick={check}>
            Check every row
          </Button>
        </Card>
      )}
      {dryRun && (
        <Card title="3. Check the result, then import">
          <DryRunResult result={dryRun} />
          <Button
            style={{ marginTop: 12 }}
            type="primary"
            disabled={dryRun.created + dryRun.updated === 0 || Boolean(running)}
            loading={busy}
            onClick={start}
          >
            Import {dryRun.created + dryRun.updated} {dryRun.created + dryRun.updated === 1 ? 'row' : 'rows'}
          </Button>
        </Card>
      )}
      {running && (
        <Card title={`4. Import #${running.id}: ${running.status}`}>
          <Progress
            percent={
              finished(running) ? 100 : Math.floor((running.processed / Math.max(upload?.rowCount ?? 1, 1)) * 100)
            }
            status={running.status === 'failed' ? 'exception' : undefined}
          />
          {running.error && <Typography.Text type="danger">{running.error}</Typography.Text>}
          {finished(running) && <DryRunResult result={running} />}
        </Card>
      )}
      <Card title="Imports">
        <LoadFailed loaded={batchesLoaded} what="the imports" />
        <BatchList batches={batchesLoaded.data ?? []} loading={batchesLoaded.loading} onUndo={undo} />
      </Card>
    </Space>
  );
  return (
    <PageContainer title={<PageTitle>Import</PageTitle>}>
      <Tabs
        items={[
          { key: 'import', label: 'Import', children: importTab },
          { key: 'export', label: 'Export', children: <ExportTab /> },
        ]}
      />
    </PageContainer>
  );
}
