import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { fitColumns, listTableProps } from '@/components/ListTable';
import PageTitle from '@/components/PageTitle';
import { LIST_PAGINATION, tableRequest } from '@/components/ProTableSupport';
import VoucherPurchaseForm from '@/components/VoucherPurchaseForm';
import { listVoucherPurchases } from '@/services/api/vouchers';
import { downloadPurchasesExport } from './components/export-download';
import {
  type PurchaseTableParams,
  toPurchaseFilters,
  toPurchaseListParams,
  toSortParam,
} from './components/purchase-api-mapping';
import { PURCHASE_HIDDEN_COLUMNS, purchaseColumns } from './components/purchase-columns';
import StudentPicker, { type PickedStudent } from './components/StudentPicker';

/**
 * /voucherPurchaseHistory — every voucher purchase, newest first, filtered on the server by date
 * range, type and keyword. "Export .xlsx" downloads exactly the rows the current filters select, in
 * the table's order;
 * a purchase can be recorded here after choosing the student.
 */
export default function VoucherPurchaseHistoryPage() {
  const tableLayout = listTableProps('voucher-purchases', PURCHASE_HIDDEN_COLUMNS);
  const tableRef = useRef<ActionType>();
  // The filters and order of the page on screen, so the export matches what the user is looking at.
  const filters = useRef<API.exportVoucherPurchasesParams>({});
  const [exporting, setExporting] = useState(false);
  const [student, setStudent] = useState<PickedStudent>();
  // The server counts matches only up to 10,000; past that the total is shown as a lower bound.
  const [totalCapped, setTotalCapped] = useState(false);

  const requestPage = tableRequest(async (query: API.listVoucherPurchasesParams) => {
    const page = await listVoucherPurchases(query);
    setTotalCapped(page.totalCapped);
    return page;
  }, toPurchaseListParams);

  const exportRows = async () => {
    setExporting(true);
    await downloadPurchasesExport(filters.current);
    setExporting(false);
  };

  return (
    <PageContainer title={<PageTitle />}>
      <ProTable<API.VoucherPurchase, PurchaseTableParams>
        {...tableLayout}
        headerTitle="Voucher purchase history"
        rowKey="id"
        actionRef={tableRef}
        columns={fitColumns(purchaseColumns)}
        request={(params, sort) => {
          filters.current = { ...toPurchaseFilters(params), sort: toSortParam(sort) };
          return requestPage(params, sort);
        }}
        pagination={{
          ...LIST_PAGINATION,
          showTotal: (total, [first, last]) =>
            `${first}-${last} of ${totalCapped ? `more than ${total.toLocaleString('en-US')}` : total}`,
        }}
        search={{ labelWidth: 'auto' }}
        options={{
          search: {
            placeholder: 'Search student number, name, phone, e-mail or WeChat',
            'aria-label': 'Search purchases',
          },
        }}
        toolBarRender={() => [
          <StudentPicker key="student" value={student} onChange={setStudent} />,
          student ? (
            <VoucherPurchaseForm
              key="record"
              student={student}
              onRecorded={() => tableRef.current?.reload()}
              trigger={
                <Button type="primary" icon={<PlusOutlined />}>
                  Record purchase
                </Button>
              }
            />
          ) : (
            <Button key="record" type="primary" icon={<PlusOutlined />} disabled title="Choose a student first">
              Record purchase
            </Button>
          ),
          <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={exportRows}>
            Export .xlsx
          </Button>,
        ]}
      />
    </PageContainer>
  );
}
