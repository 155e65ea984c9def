import { Alert, Button, Form, Input, Modal, message, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { downloadFile } from '@/components/FileDownload';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { lessonWhen } from '@/components/LessonDisplay';
import { FeedbackPreviewModal, type FeedbackPreviewValues } from '@/components/LessonDisplay/FeedbackPreview';
import { FINGER_SIZED } from '@/components/PhoneLayout';
import FeedbackStatusTag from '@/components/Schedule/FeedbackStatusTag';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import {
  downloadScheduleFeedbackPdf,
  getScheduleFeedback,
  saveScheduleFeedback,
} from '@/services/api/scheduleFeedback';
import { newActionKey } from '../offline/lesson-action-queue';
import { isWithoutConnection } from '../offline/send-lesson-action';
import {
  type FeedbackFormValues,
  feedbackFromLesson,
  toFeedbackBody,
  toFeedbackFormValues,
} from './confirmation-api-mapping';
import { keepOnDevice, lessonActionContext } from './lesson-action';

type FeedbackFormProps = {
  lesson: API.TeacherLesson;
  onClose: () => void;
  /** After a draft was saved or the feedback submitted: the list reloads. */
  onSaved: () => void;
};

const FEEDBACK_MAX_LENGTH = 5000;
const TEXT_RULES = [
  { max: FEEDBACK_MAX_LENGTH, message: `Feedback must be at most ${FEEDBACK_MAX_LENGTH} characters` },
];
const TEXT_SIZE = { minRows: 2, maxRows: 8 };

/** Downloads the lesson's feedback as the server renders it (the saved text, not unsaved edits). */
export const downloadFeedbackPdf = (lessonId: number) =>
  downloadFile(
    (options) => downloadScheduleFeedbackPdf({ id: lessonId }, options),
    `feedback-${lessonId}.pdf`,
    'Failed to download, try again',
  );

/**
 * Class feedback plus one note per student. "Save draft" keeps it editable and unsent; "Submit" needs
 * the class feedback and marks it submitted. Mount only while open, keyed by the lesson.
 */
export default function FeedbackForm({ lesson, onClose, onSaved }: FeedbackFormProps) {
  const [form] = Form.useForm<FeedbackFormValues>();
  const loaded = useLoaded(async () => {
    try {
      return {
        feedback: await getScheduleFeedback({ id: lesson.id }, { skipErrorHandler: true }),
        builtOffline: false,
      };
    } catch (error) {
      if (isWithoutConnection(error)) return { feedback: feedbackFromLesson(lesson), builtOffline: true };
      throw error;
    }
  }, lesson.id);
  const feedback = loaded.data?.feedback;
  const loadFailed = loaded.failed;
  /** Built from the lesson because the saved feedback could not be loaded offline. */
  const builtOffline = loaded.data?.builtOffline ?? false;
  const [saving, setSaving] = useState<'draft' | 'submit'>();
  const [previewing, setPreviewing] = useState<FeedbackPreviewValues>();

  /** The preview shows what is typed now, saved or not (as the administrator's editor does). */
  const preview = () => {
    if (!feedback) return;
    const values = form.getFieldsValue(true) as FeedbackFormValues;
    setPreviewing({
      classFeedback: values.classFeedback ?? '',
      students: feedback.students.map((student) => ({
        studentId: student.studentId,
        name: student.name,
        feedback: values.students?.[String(student.studentId)] ?? '',
      })),
    });
  };

  const save = async (submit: boolean) => {
    if (!feedback) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if (submit && !values.classFeedback?.trim()) {
      form.setFields([{ name: 'classFeedback', errors: ['Please enter the class feedback before submitting'] }]);
      return;
    }
    setSaving(submit ? 'submit' : 'draft');
    const body = toFeedbackBody(feedback, values, submit, builtOffline);
    const key = newActionKey();
    // Without a connection the save waits on the device and goes with the same key when it returns.
    const wait = async () => {
      await keepOnDevice({ kind: 'feedback', lessonId: lesson.id, body }, key, lessonActionContext(lesson));
      onSaved();
      onClose();
    };
    try {
      if (navigator.onLine === false) return await wait();
      await saveScheduleFeedback({ id: lesson.id }, body, {
        skipErrorHandler: true,
        headers: { 'Idempotency-Key': key },
      });
      message.success(submit ? 'Feedback submitted' : 'Feedback saved as draft');
      onSaved();
      onClose();
    } catch (error) {
      if (isWithoutConnection(error)) await wait();
      else if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to save the feedback, try again', error);
    } finally {
      setSaving(undefined);
    }
  };

  const footer = (
    <Space wrap>
      <Button disabled={!feedback} onClick={preview}>
        Preview
      </Button>
      <Button onClick={() => downloadFeedbackPdf(lesson.id)}>Download PDF</Button>
      <Button onClick={onClose}>Close</Button>
      <Button disabled={!feedback} loading={saving === 'draft'} onClick={() => save(false)}>
        Save draft
      </Button>
      <Button type="primary" disabled={!feedback} loading={saving === 'submit'} onClick={() => save(true)}>
        Submit
      </Button>
    </Space>
  );

  return (
    <Modal open rootClassName={FINGER_SIZED} title="Lesson feedback" width={640} onCancel={onClose} footer={footer}>
      <p>
        {lesson.courseName} ·{' '}
        {lessonWhen(lesson.teacherStartTime ?? lesson.startTime, lesson.teacherEndTime ?? lesson.endTime)}{' '}
        {feedback && <FeedbackStatusTag status={feedback.status} />}
      </p>
      {loadFailed && <LoadFailed loaded={loaded} what="the feedback" />}
      {builtOffline && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="No connection: feedback saved earlier could not be loaded."
          description="What you write here is kept on this phone and sent when the connection returns; the class feedback replaces the saved one, students left empty keep theirs."
        />
      )}
      {!feedback && !loadFailed && <Skeleton active />}
      {feedback && (
        <Form form={form} name="lessonFeedback" layout="vertical" initialValues={toFeedbackFormValues(feedback)}>
          <Form.Item name="classFeedback" label="Class feedback" rules={TEXT_RULES}>
            <Input.TextArea autoSize={TEXT_SIZE} />
          </Form.Item>
          {feedback.students.map((student) => (
            <Form.Item
              key={student.studentId}
              name={['students', String(student.studentId)]}
              label={`Feedback for ${student.name}`}
              rules={TEXT_RULES}
            >
              <Input.TextArea autoSize={TEXT_SIZE} />
            </Form.Item>
          ))}
        </Form>
      )}
      {previewing && (
        <FeedbackPreviewModal
          lesson={{
            courseName: lesson.courseName,
            teacherName: feedback?.lesson.teacherName ?? '',
            startTime: lesson.teacherStartTime ?? lesson.startTime,
            endTime: lesson.teacherEndTime ?? lesson.endTime,
          }}
          values={previewing}
          onClose={() => setPreviewing(undefined)}
        />
      )}
    </Modal>
  );
}
