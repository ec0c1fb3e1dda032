import { attributes, isSystemAttribute, SYSTEM_ATTRIBUTE_MESSAGE } from '@mandi/domain';
import { Button, Input, Result, Switch } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { SchemaField } from '../../kit/form/schema-field';
import { type Attribute, attributePaths } from './attribute-screen';

/** Add and edit an attribute (Volume, Pack Size); attribute 1 is not editable. */
export default function AttributeForm() {
  const { id } = useParams();
  const navigate = useNavigate();
  if (id !== undefined && isSystemAttribute(id)) {
    return (
      <Result
        status="warning"
        title={SYSTEM_ATTRIBUTE_MESSAGE}
        extra={<Button onClick={() => navigate(attributePaths.list)}>Back to list</Button>}
      />
    );
  }
  return (
    <ResourceForm<Attribute> def={attributes} paths={attributePaths} id={id}>
      <SchemaField name="name" label="Name">
        <Input placeholder="Volume" showCount />
      </SchemaField>
      <SchemaField name="enabled" label="Enabled" valuePropName="checked">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
