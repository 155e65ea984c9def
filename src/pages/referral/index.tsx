import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { fitColumns, listTableProps } from '@/components/ListTable';
import PageTitle from '@/components/PageTitle';
import { LIST_PAGINATION, tableRequest } from '@/components/ProTableSupport';
import { listReferrals } from '@/services/api/referrals';
import ReferralDetails from './components/ReferralDetails';
import ReferralForm from './components/ReferralForm';
import ReferredStudents from './components/ReferredStudents';
import { type ReferralTableParams, toReferralListParams } from './components/referral-api-mapping';
import { referralColumns } from './components/referral-columns';

/** What is open over the table: nothing, one referral's details, form or students, or a new form. */
type Open = { view: 'none' } | { view: 'new' } | { view: 'details' | 'edit' | 'students'; referral: API.Referral };

/** /Referral, titled "Enquiry Form": who sent students to the centre, and which students they sent. */
export default function ReferralPage() {
  const tableLayout = listTableProps('referrals');
  const tableRef = useRef<ActionType>();
  const [open, setOpen] = useState<Open>({ view: 'none' });
  const close = () => setOpen({ view: 'none' });

  const columns = referralColumns({
    onView: (referral) => setOpen({ view: 'details', referral }),
    onEdit: (referral) => setOpen({ view: 'edit', referral }),
    onStudents: (referral) => setOpen({ view: 'students', referral }),
  });

  return (
    <PageContainer title={<PageTitle>Enquiry Form</PageTitle>}>
      <ProTable<API.Referral, ReferralTableParams>
        {...tableLayout}
        headerTitle="Referrals"
        rowKey="id"
        actionRef={tableRef}
        columns={fitColumns(columns)}
        request={tableRequest(listReferrals, toReferralListParams)}
        pagination={LIST_PAGINATION}
        search={false}
        options={{ search: { placeholder: 'Search referrer or comments', 'aria-label': 'Search referrals' } }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ view: 'new' })}>
            New referral
          </Button>,
        ]}
      />
      {(open.view === 'new' || open.view === 'edit') && (
        <ReferralForm
          key={open.view === 'edit' ? open.referral.id : 'new'}
          referral={open.view === 'edit' ? open.referral : undefined}
          onClose={close}
          onSaved={() => tableRef.current?.reload()}
        />
      )}
      {open.view === 'details' && (
        <ReferralDetails
          referral={open.referral}
          onClose={close}
          onShowStudents={() => setOpen({ view: 'students', referral: open.referral })}
        />
      )}
      {open.view === 'students' && <ReferredStudents referral={open.referral} onClose={close} />}
    </PageContainer>
  );
}
