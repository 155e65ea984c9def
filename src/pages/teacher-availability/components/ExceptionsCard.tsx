import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, List, message, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { Ellipsis } from '@/components/ListTable';
import { useOnPhone } from '@/components/PhoneLayout';
import { deleteAvailabilityException } from '@/services/api/teacherAvailability';
import { formatWeekdayDate } from '@/utils/format';
import { exceptionTimesText } from './availability-api-mapping';
import ExceptionForm from './ExceptionForm';

type ExceptionsCardProps = { teacherId: number; exceptions: API.AvailabilityException[]; onChanged: () => void };

/** The dates that differ from the weekly hours, with add and delete. */
export default function ExceptionsCard({ teacherId, exceptions, onChanged }: ExceptionsCardProps) {
  const [adding, setAdding] = useState(false);
  // Narrower than antd's md: the exceptions as a list with finger-sized buttons, not a table.
  const onPhone = useOnPhone();
  const size = onPhone ? 'large' : 'small';

  const remove = async (exception: API.AvailabilityException) => {
    try {
      await deleteAvailabilityException({ id: exception.id }, { skipErrorHandler: true });
      message.success('Deleted successfully');
      onChanged();
    } catch (error) {
      showRequestFailure('Failed to delete, try again', error);
    }
  };

  const deleteButton = (exception: API.AvailabilityException) => (
    <Popconfirm title="Delete this exception?" okText="Delete" cancelText="Keep" onConfirm={() => remove(exception)}>
      <Button size={size} danger aria-label={`Delete the exception of ${formatWeekdayDate(exception.date)}`}>
        Delete
      </Button>
    </Popconfirm>
  );

  const columns: TableColumnsType<API.AvailabilityException> = [
    { title: 'Date', dataIndex: 'date', render: (date: string) => formatWeekdayDate(date) },
    {
      title: 'Availability',
      dataIndex: 'available',
      render: (available: boolean) => (available ? 'Available' : 'Not available'),
    },
    { title: 'Time', key: 'time', render: (_, exception) => exceptionTimesText(exception) },
    { title: 'Note', dataIndex: 'note', render: (note: string | null) => <Ellipsis text={note} width={240} /> },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, exception) => deleteButton(exception),
    },
  ];

  const addButton = (
    <Button icon={<PlusOutlined />} size={onPhone ? 'large' : 'middle'} onClick={() => setAdding(true)}>
      Add exception
    </Button>
  );

  return (
    <Card title="Date exceptions" extra={onPhone ? undefined : addButton}>
      {onPhone ? (
        <>
          {addButton}
          <List<API.AvailabilityException>
            rowKey="id"
            dataSource={exceptions}
            pagination={exceptions.length > 10 ? { pageSize: 10, simple: true } : false}
            locale={{ emptyText: 'No date exceptions.' }}
            renderItem={(exception) => (
              <List.Item actions={[<span key="delete">{deleteButton(exception)}</span>]}>
                <List.Item.Meta
                  title={formatWeekdayDate(exception.date)}
                  description={
                    <>
                      <div>
                        {exception.available ? 'Available' : 'Not available'} · {exceptionTimesText(exception)}
                      </div>
                      {exception.note && <div>{exception.note}</div>}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </>
      ) : (
        <Table<API.AvailabilityException>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={exceptions}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No date exceptions.' }}
        />
      )}
      {adding && <ExceptionForm teacherId={teacherId} onClose={() => setAdding(false)} onSaved={onChanged} />}
    </Card>
  );
}
