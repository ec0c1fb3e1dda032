import { taxes } from '@mandi/domain';
import { Input, InputNumber, Switch } from 'antd';
import { useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { SchemaField } from '../../kit/form/schema-field';
import { type Tax, taxPaths } from './tax-screen';

/** Add and edit a tax; the country stays India (the schema's default). */
export default function TaxForm() {
  const { id } = useParams();
  return (
    <ResourceForm<Tax> def={taxes} paths={taxPaths} id={id}>
      <SchemaField name="name">
        <Input placeholder="GST 5%" showCount />
      </SchemaField>
      <SchemaField name="rate" label="Rate (%)">
        <InputNumber step={0.01} precision={2} style={{ width: 200 }} placeholder="5.00" />
      </SchemaField>
      <SchemaField
        name="cessRate"
        label="Compensation cess (%)"
        extra="Charged on the taxable value on top of GST (e.g. 12 for aerated drinks); 0 when none"
      >
        <InputNumber step={0.01} precision={2} min={0} max={400} style={{ width: 200 }} placeholder="0.00" />
      </SchemaField>
      <SchemaField name="enabled">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
