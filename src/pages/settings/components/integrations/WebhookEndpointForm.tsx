import { Checkbox, Form, Input, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { createWebhookEndpoint, updateWebhookEndpoint } from '@/services/api/webhooks';

type Values = API.WebhookEndpointBody;

/**
 * Adds or edits an endpoint. A new endpoint's secret is handed to `onSecret`, which shows it the one
 * time it can be seen.
 */
export default function WebhookEndpointForm({
  open,
  endpoint,
  eventTypes,
  onClose,
  onSaved,
  onSecret,
}: {
  open: boolean;
  endpoint?: API.WebhookEndpoint;
  eventTypes: API.WebhookEventTypeInfo[];
  onClose: () => void;
  onSaved: () => void;
  onSecret: (secret: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (endpoint) form.setFieldsValue({ ...endpoint, events: endpoint.events as Values['events'] });
  }, [open, endpoint, form]);

  const save = async () => {
    const values = await form.validateFields();
    try {
      if (endpoint) await updateWebhookEndpoint({ id: endpoint.id }, values, { skipErrorHandler: true });
      else onSecret((await createWebhookEndpoint(values, { skipErrorHandler: true })).secret);
      onSaved();
    } catch (error) {
      if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to save the endpoint, try again', error);
    }
  };

  return (
    <Modal
      open={open}
      title={endpoint ? 'Edit endpoint' : 'Add endpoint'}
      okText="Save"
      onOk={save}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="webhook-endpoint"
        initialValues={{ url: '', description: '', events: [], enabled: true, ordered: false }}
      >
        <Form.Item
          name="url"
          label="Address"
          extra="Events are sent here as signed HTTPS POSTs."
          rules={[{ required: true, message: 'Please enter the address' }]}
        >
          <Input placeholder="https://example.com/webhooks/centre" maxLength={2000} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="events"
          label="Events"
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one event' }]}
        >
          <Checkbox.Group
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 4 }}
            options={eventTypes.map((event) => ({
              label: <span title={event.description}>{event.type}</span>,
              value: event.type,
            }))}
          />
        </Form.Item>
        <Form.Item name="enabled" label="Sending" valuePropName="checked">
          <Switch checkedChildren="On" unCheckedChildren="Off" />
        </Form.Item>
        <Form.Item
          name="ordered"
          label="In order"
          valuePropName="checked"
          extra="One event at a time, oldest first: a later event waits while an earlier one is retried."
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
