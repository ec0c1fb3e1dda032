import { attributesValues } from '@mandi/domain';
import { Input, InputNumber, Switch } from 'antd';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { SchemaField } from '../../kit/form/schema-field';
import { useResourceOne } from '../../kit/resource-hooks';
import {
  type AttributeValue,
  attributeValuePaths,
  attributeValueScreenPaths,
} from './attribute-value-screen';

/**
 * Add a value under an attribute (/attribute-value/add/{attributeId}) or edit one
 * (/attribute-value/edit/{id}); saving returns to that attribute's values.
 */
export default function AttributeValueForm() {
  const params = useParams();
  const loaded = useResourceOne<AttributeValue>(attributesValues, params.id);
  const attributeId = params.attributeId ?? loaded.data?.attributeId ?? '';
  // A new value belongs to the attribute the route names.
  const toBody = useCallback(
    (values: Record<string, unknown>) =>
      params.id === undefined ? { ...values, attributeId: Number(attributeId) } : values,
    [params.id, attributeId],
  );

  return (
    <ResourceForm<AttributeValue>
      def={attributesValues}
      paths={attributeValueScreenPaths(attributeId)}
      id={params.id}
      listPath={attributeId ? attributeValuePaths.list(attributeId) : undefined}
      toBody={toBody}
    >
      <SchemaField name="name" label="Attribute Value">
        <Input placeholder="500 ml" showCount />
      </SchemaField>
      <SchemaField
        name="priority"
        label="Priority"
        extra="Smaller numbers come first; empty puts a new value last."
        // An emptied box is "no priority", not null: a new value then goes last.
        normalize={(value: number | null) => value ?? undefined}
      >
        <InputNumber min={0} precision={0} style={{ width: 160 }} />
      </SchemaField>
      <SchemaField name="enabled" label="Enabled" valuePropName="checked">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
