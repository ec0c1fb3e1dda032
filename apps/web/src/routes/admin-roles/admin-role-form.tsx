import { adminsRoles } from '@mandi/domain';
import { Input, Switch } from 'antd';
import { useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { SchemaField } from '../../kit/form/schema-field';
import { type AdminRole, adminRolePaths } from './admin-role-screen';
import { RouteChecklist } from './route-checklist';

// Every admin lands on the dashboard after signing in, so a new role starts with it.
const NEW_ROLE = { routes: ['dashboard'] };

/** Add and edit a role: its name and the screens it opens. */
export default function AdminRoleForm() {
  const { id } = useParams();
  return (
    <ResourceForm<AdminRole> def={adminsRoles} paths={adminRolePaths} id={id} initialValues={NEW_ROLE}>
      <SchemaField name="name" label="Name">
        <Input placeholder="Catalogue desk" showCount />
      </SchemaField>
      <SchemaField
        name="routes"
        label="Screens"
        extra="The screens this role may open; the API refuses the rest."
      >
        <RouteChecklist />
      </SchemaField>
      <SchemaField name="enabled" label="Enabled" valuePropName="checked">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
