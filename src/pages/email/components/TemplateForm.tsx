import { ProFormDependency, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Col, Row, Tag, Tooltip, Typography } from 'antd';
import { useCallback } from 'react';
import { useSaveRecord } from '@/components/FormSupport';
import RecordModalForm from '@/components/RecordModalForm';
import { activeStudentOptions } from '@/components/ReferenceSelect/register-options';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { createEmailTemplate, listEmailTemplateVariables, updateEmailTemplate } from '@/services/api/email';
import PreviewPane from './PreviewPane';

type TemplateFormProps = {
  template?: API.EmailTemplate;
  onClose: () => void;
  onSaved: () => void;
};

type TemplateValues = { name: string; subject: string; body: string };

/** Active students as preview recipients (`student:<id>`), the first ones or those matching `keyword`. */
async function previewRecipients(keyword?: string) {
  const found = await activeStudentOptions(keyword);
  return found.map((option) => ({ label: option.label, value: `student:${option.value}` }));
}

/** Add or edit a template, with the variables it may use and a live preview for a real student. */
export default function TemplateForm({ template, onClose, onSaved }: TemplateFormProps) {
  const variableList = useLoaded(async () => (await listEmailTemplateVariables()).data, 'email-template-variables');
  const variables = variableList.data ?? [];
  // The preview's recipients: the first active students, then what a search in the preview finds.
  const studentOptions = useLoaded(() => previewRecipients(), 'template-preview-students');
  const students = studentOptions.data ?? [];
  const { form, onFinish } = useSaveRecord<TemplateValues>({
    create: (values, options) => createEmailTemplate(values, options),
    update: template && ((values, options) => updateEmailTemplate({ id: template.id }, values, options)),
    onSaved,
  });
  const { setData: setStudents } = studentOptions;
  const searchStudents = useCallback(
    async (keyword?: string) => {
      const found = await previewRecipients(keyword);
      setStudents(() => found);
    },
    [setStudents],
  );

  return (
    <RecordModalForm<TemplateValues>
      form={form}
      name="email-template"
      title={template ? `Edit template: ${template.name}` : 'New template'}
      width={960}
      initialValues={template ?? { name: '', subject: '', body: '' }}
      onClose={onClose}
      onFinish={onFinish}
    >
      <Row gutter={16}>
        <Col xs={24} md={13}>
          <ProFormText
            name="name"
            label="Name"
            disabled={Boolean(template?.builtInKey)}
            rules={[{ required: true, whitespace: true, message: 'Please enter a name!' }, { max: 100 }]}
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
          <Typography.Text type="secondary">Variables: </Typography.Text>
          {variables.map((variable) => (
            <Tooltip key={variable.name} title={variable.description}>
              <Tag style={{ marginBottom: 4 }}>{`{{${variable.name}}}`}</Tag>
            </Tooltip>
          ))}
          <LoadFailed loaded={variableList} what="the variables" />
        </Col>
        <Col xs={24} md={11}>
          <div style={{ marginBottom: studentOptions.failed ? 8 : 0 }}>
            <LoadFailed loaded={studentOptions} what="the students to preview for" />
          </div>
          <ProFormDependency name={['subject', 'body']}>
            {({ subject, body }) => (
              <PreviewPane subject={subject} body={body} recipients={students} onSearch={searchStudents} />
            )}
          </ProFormDependency>
        </Col>
      </Row>
    </RecordModalForm>
  );
}
