import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, message } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { fitColumns, listTableProps } from '@/components/ListTable';
import PageTitle from '@/components/PageTitle';
import { LIST_PAGINATION, tableRequest } from '@/components/ProTableSupport';
import { withCurrent } from '@/components/ReferenceSelect';
import { studentOptions, termOption, termOptions } from '@/components/ReferenceSelect/register-options';
import { deleteTermRegister, listTermRegisters } from '@/services/api/termRegisters';
import MarkPaidModal from './components/MarkPaidModal';
import RegisterForm from './components/RegisterForm';
import {
  paidFromSearch,
  type RegisterTableParams,
  termIdFromSearch,
  toRegisterListParams,
} from './components/term-register-api-mapping';
import { TERM_REGISTER_HIDDEN_COLUMNS, termRegisterColumns } from './components/term-register-columns';
import UndoPaymentModal from './components/UndoPaymentModal';

type Open =
  | { form: 'none' }
  | { form: 'new' }
  | { form: 'edit'; register: API.TermRegister }
  | { form: 'pay'; register: API.TermRegister }
  | { form: 'unpay'; register: API.TermRegister };

/**
 * /termRegister — who is registered in which term and whether they paid. Opened from a term's
 * "Registers" link (`?termId=`), the list starts filtered on that term.
 */
export default function TermRegisterPage() {
  const tableLayout = listTableProps('term-registers', TERM_REGISTER_HIDDEN_COLUMNS);
  const tableRef = useRef<ActionType>();
  const [open, setOpen] = useState<Open>({ form: 'none' });
  const { canAdmin } = useAccess();
  const initialTermId = useMemo(() => termIdFromSearch(window.location.search), []);
  const initialPaid = useMemo(() => paidFromSearch(window.location.search), []);

  const removeRegister = async (register: API.TermRegister) => {
    try {
      await deleteTermRegister({ id: register.id }, { skipErrorHandler: true });
      message.success('Deleted successfully');
      tableRef.current?.reload();
    } catch (error) {
      showRequestFailure('Failed to delete, try again', error);
    }
  };

  const columns = termRegisterColumns({
    initialTermId,
    initialPaid,
    // The URL's term is offered by name even when it is not among the first matches.
    searchTerms: async (keyword) => {
      const options = await termOptions(keyword);
      return keyword || !initialTermId ? options : withCurrent(options, await termOption(initialTermId));
    },
    searchStudents: studentOptions,
    onEdit: (register) => setOpen({ form: 'edit', register }),
    onMarkPaid: (register) => setOpen({ form: 'pay', register }),
    onUndoPayment: canAdmin ? (register) => setOpen({ form: 'unpay', register }) : undefined,
    onDelete: removeRegister,
  });
  const close = () => setOpen({ form: 'none' });
  const reload = () => tableRef.current?.reload();

  return (
    <PageContainer title={<PageTitle />}>
      <ProTable<API.TermRegister, RegisterTableParams>
        {...tableLayout}
        headerTitle="Term registers"
        rowKey="id"
        actionRef={tableRef}
        columns={fitColumns(columns)}
        request={tableRequest(listTermRegisters, toRegisterListParams)}
        pagination={LIST_PAGINATION}
        search={{ labelWidth: 'auto' }}
        options={{ search: { placeholder: 'Search student name or number', 'aria-label': 'Search term registers' } }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ form: 'new' })}>
            Register a student
          </Button>,
        ]}
      />
      {(open.form === 'new' || open.form === 'edit') && (
        <RegisterForm
          key={open.form === 'edit' ? open.register.id : 'new'}
          register={open.form === 'edit' ? open.register : undefined}
          termId={initialTermId}
          onClose={close}
          onSaved={reload}
        />
      )}
      {open.form === 'pay' && (
        <MarkPaidModal key={open.register.id} register={open.register} onClose={close} onPaid={reload} />
      )}
      {open.form === 'unpay' && (
        <UndoPaymentModal key={open.register.id} register={open.register} onClose={close} onUndone={reload} />
      )}
    </PageContainer>
  );
}
