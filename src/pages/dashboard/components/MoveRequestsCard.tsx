import { Button, Card, Form, Input, List, Modal, message, Radio } from 'antd';
import { useState } from 'react';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { answerMoveRequest, listMoveRequests } from '@/services/api/moveRequests';
import { formatDateTime, formatWeekdayDateTime } from '@/utils/format';

type Answer = { status: 'answered' | 'declined'; note: string };

/**
 * Families' requests to move a lesson (from the portal), oldest first: staff open the lesson, move it
 * on the timetable if they can, and answer with a note the family reads on the portal. Shown at the
 * dashboard's end, and only when there is one, so nothing above it moves as it loads.
 */
export default function MoveRequestsCard({
  onOpenLesson,
  changes,
}: {
  onOpenLesson: (id: number) => void;
  /** The dashboard's count of changes: a new one loads the list again. */
  changes: number;
}) {
  const requests = useLoaded(() => listMoveRequests({ status: 'open' }, { skipErrorHandler: true }), changes);
  const [answering, setAnswering] = useState<API.MoveRequest>();
  const [form] = Form.useForm<Answer>();

  if (requests.failed) return <LoadFailed loaded={requests} what="the move requests" />;
  const open = requests.data?.data ?? [];
  if (open.length === 0) return null;

  const send = async (values: Answer) => {
    if (!answering) return;
    try {
      await answerMoveRequest({ id: answering.id }, values, { skipErrorHandler: true });
      message.success('Answer sent');
      setAnswering(undefined);
      requests.reload();
    } catch (error) {
      if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to answer, try again', error);
    }
  };

  return (
    // Small, as the dashboard's other cards: the default size's larger title and padding stood out.
    <Card title={`Move requests (${open.length})`} size="small">
      <List
        size="small"
        // Actions under the text: beside it they squeezed the request to a word a line at 390 px.
        itemLayout="vertical"
        dataSource={open}
        renderItem={(request) => (
          <List.Item
            actions={[
              <Button key="open" type="link" onClick={() => onOpenLesson(request.scheduleId)}>
                Open lesson
              </Button>,
              <Button key="answer" onClick={() => setAnswering(request)}>
                Answer
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={`${request.studentName}: ${request.courseName}, ${formatWeekdayDateTime(request.startTime)} (${request.teacherName})`}
              description={
                <>
                  <div>
                    Would suit: {request.preferredTimes} — “{request.message}”
                  </div>
                  <div>
                    Asked by {request.requestedByName}, {formatDateTime(request.createdAt)}
                  </div>
                </>
              }
            />
          </List.Item>
        )}
      />
      <Modal
        open={answering !== undefined}
        title="Answer the move request"
        okText="Send answer"
        onOk={() => form.submit()}
        onCancel={() => setAnswering(undefined)}
        destroyOnHidden
      >
        <Form<Answer>
          form={form}
          layout="vertical"
          onFinish={send}
          preserve={false}
          initialValues={{ status: 'answered' }}
        >
          <Form.Item name="status" label="Answer">
            <Radio.Group
              options={[
                { label: 'Answered (moved or will be)', value: 'answered' },
                { label: 'Declined', value: 'declined' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="note"
            label="Note to the family"
            rules={[{ required: true, whitespace: true, message: 'Please write a note' }, { max: 1000 }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
