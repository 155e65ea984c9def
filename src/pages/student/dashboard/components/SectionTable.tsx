import { type ProColumns, ProTable } from '@ant-design/pro-components';
import type { ExpandableConfig } from 'antd/es/table/interface';
import { useState } from 'react';
import { type TablePageParams, tableRequest } from '@/components/ProTableSupport';
import ScrollRegion from '@/components/ScrollRegion';
import SectionFailed from '@/components/SectionLoading/SectionFailed';

type Page<T> = { data: T[]; total: number };
type PageQuery = { page: number; pageSize: number };

type SectionTableProps<T> = {
  title: string;
  /** Named in the failure message: "Could not load <what>." */
  what: string;
  columns: ProColumns<T>[];
  fetchPage: (query: PageQuery) => Promise<Page<T>>;
  /** Changing it reloads the table (e.g. after a purchase). */
  version: number;
  /** Rows that open to show more (e.g. a lesson's feedback). */
  expandable?: ExpandableConfig<T>;
};

/** One paged, read-only table of the dashboard; a failure shows in place of the rows. On a phone it scrolls inside itself. */
export default function SectionTable<T extends { id: number }>({
  title,
  what,
  columns,
  fetchPage,
  version,
  expandable,
}: SectionTableProps<T>) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const requestPage = tableRequest(fetchPage, ({ current = 1, pageSize = 10 }: TablePageParams) => ({
    page: current,
    pageSize,
  }));

  return (
    <>
      {failed && <SectionFailed what={what} onRetry={() => setAttempt((n) => n + 1)} />}
      <ScrollRegion label={title}>
        <ProTable<T, { version: number; attempt: number }>
          headerTitle={title}
          rowKey="id"
          columns={columns}
          params={{ version, attempt }}
          request={async (params) => {
            const page = await requestPage(params);
            setFailed(!page.success);
            return page;
          }}
          pagination={{ defaultPageSize: 10 }}
          search={false}
          options={false}
          expandable={expandable}
          scroll={{ x: 'max-content' }}
        />
      </ScrollRegion>
    </>
  );
}
