import { faqs } from '@mandi/domain';
import { Input, InputNumber, Switch } from 'antd';
import { useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { SchemaField } from '../../kit/form/schema-field';
import { faqPaths } from './faqs.routes';

/** Add and edit a question with its answer; a smaller priority shows first in the app. */
export default function FaqForm() {
  return (
    <ResourceForm def={faqs} paths={faqPaths} id={useParams().id}>
      <SchemaField name="title">
        <Input placeholder="Is cash on delivery available?" showCount />
      </SchemaField>
      <SchemaField name="answer">
        <Input.TextArea
          placeholder="Yes, for orders up to the store's cash limit."
          autoSize={{ minRows: 4, maxRows: 12 }}
          showCount
        />
      </SchemaField>
      <SchemaField name="priority" extra="Smaller numbers show first.">
        <InputNumber min={0} precision={0} style={{ width: 200 }} placeholder="0" />
      </SchemaField>
      <SchemaField name="enabled">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
