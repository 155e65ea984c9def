import {
  ProForm,
  ProFormDateTimePicker,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Card, Col, Form, message, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import ReferenceSelect, { courseOptions } from '@/components/ReferenceSelect';
import { activeStudentOptions, termOptions } from '@/components/ReferenceSelect/register-options';
import { createEmailSend, listEmailTemplates } from '@/services/api/email';
import { dateTimePattern, timePattern } from '@/utils/format';
import { GROUP_LABELS, type RecipientGroup } from './email-text';
import RecipientSummary from './RecipientSummary';

type SendValues = {
  templateId?: number;
  subject: string;
  body: string;
  group?: RecipientGroup;
  courseId?: number;
  termId?: number;
  studentIds?: number[];
  when: 'now' | 'later';
  sendAt?: Dayjs;
};

/** The audience the form's values describe, once it is complete. */
function audienceOf(values: Partial<SendValues>): API.EmailAudience | undefined {
  const { group } = values;
  if (!group) return undefined;
  if (group === 'course-students') return values.courseId ? { group, courseId: values.courseId } : undefined;
  if (group === 'term-students') return values.termId ? { group, termId: values.termId } : undefined;
  if (group === 'selected-students')
    return values.studentIds?.length ? { group, studentIds: values.studentIds } : undefined;
  return { group };
}

/** Write or pick a template, choose recipients, check who is left out, preview, send now or later. */
export default function SendTab({ onSent }: { onSent: () => void }) {
  const [form] = Form.useForm<SendValues>();
  const [templates, setTemplates] = useState<API.EmailTemplate[]>([]);

  const onFinish = async (values: SendValues) => {
    const audience = audienceOf(values);
    if (!audience) return false;
    try {
      await createEmailSend(
        {
          subject: values.subject,
          body: values.body,
          templateId: values.templateId,
          audience,
          sendAt: values.when === 'later' && values.sendAt ? values.sendAt.toISOString() : undefined,
        },
        { skipErrorHandler: true },
      );
      message.success(values.when === 'later' ? 'Scheduled' : 'Sending: follow it in History');
      form.resetFields();
      onSent();
      return true;
    } catch (error) {
      if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to send, try again', error);
      return false;
    }
  };

  return (
    <Card>
      <ProForm<SendValues>
        form={form}
        name="email-send"
        initialValues={{ when: 'now' }}
        onFinish={onFinish}
        submitter={{ searchConfig: { submitText: 'Send', resetText: 'Clear' } }}
      >
        <Row gutter={24}>
          <Col xs={24} lg={13}>
            <ProFormSelect
              name="templateId"
              label="Template"
              placeholder="Start from a template (optional)"
              // A dozen built-in templates plus the centre's own: more than the list shows at once.
              showSearch
              request={async ({ keyWords }: { keyWords?: string }) => {
                const answer = await listEmailTemplates();
                const typed = keyWords?.trim().toLowerCase();
                const shown = typed ? answer.data.filter((t) => t.name.toLowerCase().includes(typed)) : answer.data;
                setTemplates(shown);
                return shown.map((t) => ({ value: t.id, label: t.name }));
              }}
              fieldProps={{
                onChange: (id) => {
                  const template = templates.find((t) => t.id === id);
                  if (template) form.setFieldsValue({ subject: template.subject, body: template.body });
                },
              }}
            />
            <ProFormText
              name="subject"
              label="Subject"
              rules={[{ required: true, whitespace: true, message: 'Please enter a subject!' }, { max: 300 }]}
            />
            <ProFormTextArea
              name="body"
              label="Body"
              rules={[{ required: true, whitespace: true, message: 'Please enter a body!' }, { max: 20000 }]}
              fieldProps={{ autoSize: { minRows: 8, maxRows: 16 } }}
            />
            <ProFormSelect
              name="group"
              label="Recipients"
              rules={[{ required: true, message: 'Please choose the recipients!' }]}
              options={Object.entries(GROUP_LABELS).map(([value, label]) => ({ value, label }))}
            />
            <ProFormDependency name={['group']}>
              {({ group }) =>
                group === 'course-students' ? (
                  <ReferenceSelect
                    name="courseId"
                    label="Course"
                    search={courseOptions}
                    rules={[{ required: true, message: 'Please choose a course!' }]}
                  />
                ) : group === 'term-students' ? (
                  <ReferenceSelect
                    name="termId"
                    label="Term"
                    search={termOptions}
                    rules={[{ required: true, message: 'Please choose a term!' }]}
                  />
                ) : group === 'selected-students' ? (
                  <ProFormSelect
                    name="studentIds"
                    label="Students"
                    mode="multiple"
                    showSearch
                    debounceTime={300}
                    request={({ keyWords }) => activeStudentOptions(keyWords)}
                    fieldProps={{ filterOption: false }}
                    rules={[{ required: true, message: 'Please choose students!' }]}
                  />
                ) : null
              }
            </ProFormDependency>
            <ProFormRadio.Group
              name="when"
              label="When"
              options={[
                { value: 'now', label: 'Now' },
                { value: 'later', label: 'At a chosen time' },
              ]}
            />
            <ProFormDependency name={['when']}>
              {({ when }) =>
                when === 'later' && (
                  <ProFormDateTimePicker
                    name="sendAt"
                    label="Send at"
                    fieldProps={{ format: dateTimePattern(), showTime: { format: timePattern() } }}
                    rules={[{ required: true, message: 'Please choose a time!' }]}
                  />
                )
              }
            </ProFormDependency>
          </Col>
          <Col xs={24} lg={11}>
            <ProFormDependency name={['group', 'courseId', 'termId', 'studentIds', 'subject', 'body']}>
              {(values) => (
                <RecipientSummary audience={audienceOf(values)} subject={values.subject} body={values.body} />
              )}
            </ProFormDependency>
          </Col>
        </Row>
      </ProForm>
    </Card>
  );
}
