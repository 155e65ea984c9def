import { PageContainer } from '@ant-design/pro-components';
import { Link, useAccess, useParams } from '@umijs/max';
import { Result, Space } from 'antd';
import { useState } from 'react';
import PageTitle from '@/components/PageTitle';
import { idOrUnset } from '@/components/ProTableSupport/table-query';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { studentName } from '@/components/Student';
import { listSchedules } from '@/services/api/schedules';
import { getStudent } from '@/services/api/students';
import { listTermRegisters } from '@/services/api/termRegisters';
import { listLedgerEntries, listVoucherPurchases } from '@/services/api/vouchers';
import { STUDENT_SCREEN_PATHS } from '../components/student-api-mapping';
import { ledgerColumns, purchaseColumns, termRegisterColumns } from './components/dashboard-columns';
import FamilyAccountsCard from './components/FamilyAccountsCard';
import LessonFeedback from './components/LessonFeedback';
import { lessonColumns } from './components/lesson-columns';
import ProfileCard from './components/ProfileCard';
import SectionTable from './components/SectionTable';
import VoucherTotals from './components/VoucherTotals';

const isNotFound = (error: unknown) => (error as { response?: { status?: number } })?.response?.status === 404;

/**
 * /student/studentDashboard/:id — one student: profile, balance and totals, lessons (with their
 * feedback once submitted), purchases, ledger and term registers. Each section loads on its own and
 * says so when it cannot.
 */
export default function StudentDashboardPage() {
  const id = Number(useParams<{ id: string }>().id);
  // Refunds, adjustments and reversals are the administrators' (the server refuses anyone else).
  const { canAdmin } = useAccess();
  const validId = idOrUnset(id) !== undefined;
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  const [notFound, setNotFound] = useState(false);
  const student = useLoaded(async () => {
    if (!validId) return undefined;
    try {
      return await getStudent({ id });
    } catch (error) {
      setNotFound(isNotFound(error));
      throw error;
    }
  }, `${id}/${version}`);

  if (!validId || notFound) {
    return (
      <Result
        status="404"
        title="Student not found"
        subTitle="This student does not exist."
        extra={<Link to={STUDENT_SCREEN_PATHS.all}>Back to all students</Link>}
      />
    );
  }
  if (student.failed && !student.data) {
    return (
      <PageContainer title={<PageTitle>Student dashboard</PageTitle>}>
        <LoadFailed loaded={student} what="this student" />
      </PageContainer>
    );
  }

  return (
    <PageContainer
      title={<PageTitle>{student.data ? studentName(student.data) : 'Student dashboard'}</PageTitle>}
      loading={!student.data}
    >
      {student.data && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <ProfileCard student={student.data} onChanged={changed} canAdjustVouchers={canAdmin} />
          <VoucherTotals studentId={id} version={version} />
          <FamilyAccountsCard studentId={id} />
          <SectionTable
            title="Lessons"
            what="the lessons"
            columns={lessonColumns(id)}
            version={version}
            fetchPage={(query) => listSchedules({ studentId: id, ...query })}
            expandable={{
              rowExpandable: (lesson) => lesson.feedbackStatus === 'SUBMITTED',
              expandedRowRender: (lesson) => <LessonFeedback scheduleId={lesson.id} studentId={id} />,
            }}
          />
          <SectionTable
            title="Voucher purchases"
            what="the voucher purchases"
            columns={purchaseColumns(canAdmin ? changed : undefined)}
            version={version}
            fetchPage={(query) => listVoucherPurchases({ studentId: id, ...query })}
          />
          <SectionTable
            title="Voucher ledger"
            what="the voucher ledger"
            columns={ledgerColumns(canAdmin ? changed : undefined)}
            version={version}
            fetchPage={(query) => listLedgerEntries({ id, ...query })}
          />
          <SectionTable
            title="Term registers"
            what="the term registers"
            columns={termRegisterColumns}
            version={version}
            fetchPage={(query) => listTermRegisters({ studentId: id, ...query })}
          />
        </Space>
      )}
    </PageContainer>
  );
}
