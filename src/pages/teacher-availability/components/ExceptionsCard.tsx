import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, message, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { deleteAvailabilityException } from '@/services/api/teacherAvailability';
import { formatWeekdayDate } from '@/utils/format';
import { exceptionTimesText } from './availability-api-mapping';
import ExceptionForm from './ExceptionForm';

type ExceptionsCardProps = { teacherId: number; exceptions: API.AvailabilityException[]; onChanged: () => void };

/** The dates that differ from the weekly hours, with add and delete. */
export default function ExceptionsCard({ teacherId, exceptions, onChanged }: ExceptionsCardProps) {
  const [adding, setAdding] = useState(false);

  const remove = async (exception: API.AvailabilityException) => {
    try {
      await deleteAvailabilityException({ id: exception.id }, { skipErrorHandler: true });
      message.success('Deleted successfully');
      onChanged();
    } catch (error) {
      showRequestFailure('Failed to delete, try again', error);
    }
  };

  const columns: TableColumnsType<API.AvailabilityException> = [
    { title: 'Date', dataIndex: 'date', render: (date: string) => formatWeekdayDate(date) },
    {
      title: 'Availability',
      dataIndex: 'available',
      render: (available: boolean) => (available ? 'Available' : 'Not available'),
    },
    { title: 'Time', key: 'time', render: (_, exception) => exceptionTimesText(exception) },
    { title: 'Note', dataIndex: 'note' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, exception) => (
        <Popconfirm
          title="Delete this exception?"
          okText="Delete"
          cancelText="Keep"
          onConfirm={() => remove(exception)}
        >
          <Button size="small" danger>
            Delete
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card
      title="Date exceptions"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add exception
        </Button>
      }
    >
      <Table<API.AvailabilityException>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={exceptions}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        // On a phone the table scrolls inside the card, not the page.
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No date exceptions.' }}
      />
      {adding && <ExceptionForm teacherId={teacherId} onClose={() => setAdding(false)} onSaved={onChanged} />}
    </Card>
  );
}
