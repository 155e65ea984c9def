import { Alert, Select, Space, Table, Typography } from 'antd';

export type Mapping = Record<string, string>;

/** The required fields no column has been chosen for. */
export function missingRequired(fields: API.ImportField[], mapping: Mapping): API.ImportField[] {
  return fields.filter((field) => field.required && !mapping[field.key]);
}

/** The mapping with one field's column set (or cleared), a column given to one field only. */
export function withColumn(mapping: Mapping, key: string, header: string | undefined): Mapping {
  const next = Object.fromEntries(Object.entries(mapping).filter(([k, h]) => k !== key && h !== header));
  return header ? { ...next, [key]: header } : next;
}

type Props = {
  kind: API.ImportKindInfo;
  headers: string[];
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
  matchOn: string | null;
  onMatchOnChange: (matchOn: string | null) => void;
};

/** Step 2: which column fills each field (guessed by the server, kept per kind), and what an update matches on. */
export default function MappingStep({ kind, headers, mapping, onChange, matchOn, onMatchOnChange }: Props) {
  const missing = missingRequired(kind.fields, mapping);
  const columnOptions = headers.map((header) => ({ value: header, label: header }));
  const labelOf = (key: string) => kind.fields.find((field) => field.key === key)?.label ?? key;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<API.ImportField>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={kind.fields}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: 'Field',
            dataIndex: 'label',
            render: (label: string, field) => (
              <span>
                {label}
                {field.required && <Typography.Text type="danger"> *</Typography.Text>}
              </span>
            ),
          },
          {
            title: 'Column in the file',
            key: 'column',
            render: (_, field) => (
              <Select
                aria-label={`Column for ${field.label}`}
                style={{ minWidth: 200 }}
                allowClear
                placeholder="Not imported"
                value={mapping[field.key]}
                options={columnOptions}
                onChange={(header?: string) => onChange(withColumn(mapping, field.key, header))}
              />
            ),
          },
          { title: 'Takes', dataIndex: 'description', responsive: ['md'] },
        ]}
      />
      {/* A kind that never updates (recurring lessons only create) has nothing to match on. */}
      {kind.matchKeys.length > 0 && (
        <Space wrap>
          <span>Rows that match an existing record by</span>
          <Select
            aria-label="Update existing records matched by"
            style={{ minWidth: 200 }}
            value={matchOn ?? ''}
            onChange={(value: string) => onMatchOnChange(value || null)}
            options={[
              { value: '', label: 'Nothing: refuse them as duplicates' },
              ...kind.matchKeys.map((key) => ({ value: key, label: `${labelOf(key)}: update them` })),
            ]}
          />
        </Space>
      )}
      {missing.length > 0 && (
        <Alert type="warning" showIcon message={`Choose the column of: ${missing.map((f) => f.label).join(', ')}`} />
      )}
    </Space>
  );
}
