import { savedViewCreate } from '@mandi/domain';
import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { notify } from '../../api/notify';
import { FormSchemaContext, SchemaField } from '../form/schema-field';
import { applyServerErrors } from '../form/server-errors';

export interface SavedViewValues {
  name: string;
  shared: boolean;
}

interface SavedViewDialogProps {
  title: string;
  okText: string;
  initialValues: SavedViewValues;
  /** Sends the values; a refusal naming the name lands under it. */
  send: (values: SavedViewValues) => Promise<unknown>;
  savedMessage: string;
  onClose: () => void;
}

/**
 * Saves the list on screen as a named view, or renames one: the name (the server's rules and
 * words) and whether all staff see it as a tab too.
 */
export function SavedViewDialog(props: SavedViewDialogProps) {
  const [form] = Form.useForm<SavedViewValues>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    let values: SavedViewValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await props.send(values);
      notify.success(props.savedMessage);
      props.onClose();
    } catch (error) {
      if (applyServerErrors(form, error, ['name', 'shared']) === 0)
        notify.error(error instanceof ApiError ? error.message : 'Failed to save');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      onOk={save}
      confirmLoading={saving}
      onCancel={props.onClose}
      destroyOnHidden
      // The dialog takes the focus as it opens; the name is what is typed first.
      afterOpenChange={(opened) => opened && document.getElementById('saved-view_name')?.focus()}
    >
      <FormSchemaContext.Provider value={savedViewCreate}>
        <Form<SavedViewValues>
          form={form}
          name="saved-view"
          layout="vertical"
          initialValues={props.initialValues}
          onFinish={save}
        >
          <Typography.Paragraph type="secondary">
            A view keeps this list's filters, sort, page size and columns, shown as a tab above the list.
          </Typography.Paragraph>
          <SchemaField name="name" label="Name">
            <Input aria-label="Name" placeholder="Placed today, COD" />
          </SchemaField>
          <Form.Item name="shared" valuePropName="checked">
            <Checkbox>Share with all staff</Checkbox>
          </Form.Item>
        </Form>
      </FormSchemaContext.Provider>
    </Modal>
  );
}
