import { measurementUnits } from '@mandi/domain';
import { Input, Switch } from 'antd';
import { useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { SchemaField } from '../../kit/form/schema-field';
import { type MeasurementUnit, measurementUnitPaths } from './measurement-unit-screen';

/** Add and edit a measurement unit (Kilogram, kg). */
export default function MeasurementUnitForm() {
  const { id } = useParams();
  return (
    <ResourceForm<MeasurementUnit> def={measurementUnits} paths={measurementUnitPaths} id={id}>
      <SchemaField name="name">
        <Input placeholder="Kilogram" showCount />
      </SchemaField>
      <SchemaField name="code">
        <Input placeholder="kg" showCount style={{ width: 200 }} />
      </SchemaField>
      <SchemaField name="enabled">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
