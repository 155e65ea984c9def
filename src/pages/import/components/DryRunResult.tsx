import { Col, Row, Statistic, Table } from 'antd';

/** Step 3: what the import would do, and every refused row with its line, field and reason. */
export default function DryRunResult({ result }: { result: API.ImportDryRun | API.ImportBatch }) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={12} sm={6}>
          <Statistic title="New" value={result.created} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title="Updated" value={result.updated} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title="Unchanged" value={result.unchanged} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic
            title="Refused"
            value={result.refused}
            valueStyle={result.refused ? { color: '#cf1322' } : undefined}
          />
        </Col>
      </Row>
      {result.problems.length > 0 && (
        <Table<API.ImportProblem>
          style={{ marginTop: 16 }}
          size="small"
          rowKey={(problem) => `${problem.line}-${problem.field}`}
          dataSource={result.problems}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: 'Line', dataIndex: 'line', width: 70 },
            { title: 'Column', dataIndex: 'column', render: (column: string | null, p) => column ?? p.field },
            { title: 'Problem', dataIndex: 'message' },
          ]}
        />
      )}
    </>
  );
}
