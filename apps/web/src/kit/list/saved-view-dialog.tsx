import { savedViewCreate } from '@mandi/domain';
import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { FormSchemaContext, SchemaField } from '../form/schema-field';
import { useDialogSave } from '../form/use-dialog-save';

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
  const { save, saving } = useDialogSave(form, {
    fields: ['name', 'shared'],
    send: props.send,
    savedMessage: props.savedMessage,
    onClose: props.onClose,
  });
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
