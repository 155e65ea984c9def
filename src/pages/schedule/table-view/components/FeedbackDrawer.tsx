import { Alert, Button, Drawer, Form, Input, message, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { downloadFile } from '@/components/FileDownload';
import { showRequestFailure } from '@/components/FormSupport';
import { lessonWhen } from '@/components/LessonDisplay';
import FeedbackPreview, { FeedbackPreviewModal, type LessonSummary } from '@/components/LessonDisplay/FeedbackPreview';
import { FeedbackStatusTag } from '@/components/Schedule';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import {
  downloadScheduleFeedbackPdf,
  getScheduleFeedback,
  saveScheduleFeedback,
} from '@/services/api/scheduleFeedback';
import { type FeedbackFormValues, toFeedbackFormValues, toFeedbackInput } from './feedback-mapping';

type FeedbackDrawerProps = {
  lesson: LessonSummary & { id: number };
  onClose: () => void;
  /** After a save, so the list shows the new feedback status. */
  onSaved: () => void;
};

/**
 * A confirmed lesson's feedback: the class's and one per student. Save keeps a draft, Submit sends it;
 * a submitted feedback reads as it will print until Edit reopens it. Preview shows the form's current
 * text as the PDF lays it out; Download PDF saves the last saved version as a file.
 */
export default function FeedbackDrawer({ lesson, onClose, onSaved }: FeedbackDrawerProps) {
  const [form] = Form.useForm<FeedbackFormValues>();
  const loaded = useLoaded(() => getScheduleFeedback({ id: lesson.id }), lesson.id);
  const [reopened, setReopened] = useState(false);
  const [previewing, setPreviewing] = useState<FeedbackFormValues>();
  const [busy, setBusy] = useState<'draft' | 'submit' | 'pdf'>();

  // While (re)loading, after a save or a retry, the drawer shows the spinner, not the last answer.
  const feedback = loaded.loading || loaded.failed ? undefined : loaded.data;
  const editing = Boolean(feedback) && (feedback?.status !== 'SUBMITTED' || reopened);
  // The form is filled from each newly loaded feedback; until then it has nothing to show.
  useEffect(() => {
    if (feedback) form.setFieldsValue(toFeedbackFormValues(feedback));
  }, [feedback, form]);

  const save = async (submit: boolean) => {
    const values = form.getFieldsValue(true) as FeedbackFormValues;
    if (submit && !values.classFeedback.trim()) {
      form.setFields([{ name: 'classFeedback', errors: ['Please enter the class feedback before submitting'] }]);
      return;
    }
    setBusy(submit ? 'submit' : 'draft');
    try {
      await saveScheduleFeedback({ id: lesson.id }, toFeedbackInput(values, submit), { skipErrorHandler: true });
      message.success(submit ? 'Feedback submitted' : 'Feedback saved as a draft');
      setReopened(false);
      loaded.reload();
      onSaved();
    } catch (error) {
      showRequestFailure('Failed to update, try again', error);
    } finally {
      setBusy(undefined);
    }
  };

  const downloadPdf = async () => {
    setBusy('pdf');
    await downloadFile(
      (options) => downloadScheduleFeedbackPdf({ id: lesson.id }, options),
      `feedback-${lesson.id}.pdf`,
      'Failed to download, try again',
    );
    setBusy(undefined);
  };

  const footer = feedback && (
    <Space wrap>
      {editing && (
        <Button onClick={() => setPreviewing(form.getFieldsValue(true) as FeedbackFormValues)}>Preview</Button>
      )}
      <Button onClick={downloadPdf} loading={busy === 'pdf'}>
        Download PDF
      </Button>
      {editing ? (
        <>
          <Button onClick={() => save(false)} loading={busy === 'draft'} disabled={busy === 'submit'}>
            Save draft
          </Button>
          <Button type="primary" onClick={() => save(true)} loading={busy === 'submit'} disabled={busy === 'draft'}>
            Submit
          </Button>
        </>
      ) : (
        <Button type="primary" onClick={() => setReopened(true)}>
          Edit
        </Button>
      )}
    </Space>
  );

  return (
    <Drawer
      open
      width={640}
      title={`Feedback: ${lesson.courseName}, ${lessonWhen(lesson.startTime, lesson.endTime)}`}
      extra={feedback && <FeedbackStatusTag status={feedback.status} />}
      footer={footer}
      onClose={onClose}
    >
      {loaded.loading && !loaded.failed && <Spin />}
      <LoadFailed loaded={loaded} what="the feedback" />
      {feedback && !editing && <FeedbackPreview lesson={lesson} values={toFeedbackFormValues(feedback)} />}
      <Form form={form} layout="vertical" hidden={!editing}>
        {reopened && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message="Submitted feedback reopened: Submit sends the changes; Save draft takes it back to a draft."
          />
        )}
        <Form.Item name="classFeedback" label="Class feedback">
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.List name="students">
          {(fields) =>
            fields.map((field) => (
              <Form.Item
                key={field.key}
                name={[field.name, 'feedback']}
                label={`Feedback for ${form.getFieldValue(['students', field.name, 'name'])}`}
              >
                <Input.TextArea rows={3} maxLength={5000} />
              </Form.Item>
            ))
          }
        </Form.List>
        <Typography.Text type="secondary">Download PDF gives the last saved version.</Typography.Text>
      </Form>
      {previewing && (
        <FeedbackPreviewModal lesson={lesson} values={previewing} onClose={() => setPreviewing(undefined)} />
      )}
    </Drawer>
  );
}
