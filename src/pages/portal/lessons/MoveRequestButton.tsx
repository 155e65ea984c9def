import { Button, Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { requestPortalLessonMove } from '@/services/api/portal';
import styles from '../index.less';

type Values = { message: string; preferredTimes: string };

/** "Ask to move": a message and the times that would suit; the centre answers (the move stays theirs). */
export default function MoveRequestButton({ lesson, onDone }: { lesson: API.PortalLesson; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<Values>();

  const send = async (values: Values) => {
    setSending(true);
    try {
      await requestPortalLessonMove(
        { id: lesson.scheduleId },
        { studentId: lesson.studentId, ...values },
        { skipErrorHandler: true },
      );
      message.success('Sent: the centre will answer here');
      setOpen(false);
      onDone();
    } catch (failure) {
      showRequestFailure('Failed to send, try again', failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button className={styles.touch} onClick={() => setOpen(true)}>
        Ask to move
      </Button>
      <Modal
        open={open}
        title="Ask to move this lesson"
        okText="Send"
        okButtonProps={{ loading: sending, className: styles.touch }}
        cancelButtonProps={{ className: styles.touch }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={send} preserve={false}>
          <Form.Item
            name="message"
            label="Message"
            rules={[{ required: true, whitespace: true, message: 'Please say why' }, { max: 1000 }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item
            name="preferredTimes"
            label="Times that would suit"
            rules={[{ required: true, whitespace: true, message: 'Please give one or more times' }, { max: 500 }]}
          >
            <Input.TextArea rows={2} placeholder="e.g. Friday after 16:00" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
