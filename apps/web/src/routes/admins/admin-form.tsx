import {
  adminCreate,
  adminEdit,
  admins,
  GENDER_LABELS,
  GENDERS,
  IMAGE_EXTENSIONS,
  isSuperadmin,
} from '@mandi/domain';
import { Input, Radio, Select, Switch } from 'antd';
import { useParams } from 'react-router';
import { useSession } from '../../auth/session-store';
import { ImageUpload } from '../../kit/form/image-upload';
import { ResourceForm } from '../../kit/form/resource-form';
import { SchemaField } from '../../kit/form/schema-field';
import { useResourceOne } from '../../kit/resource-hooks';
import { type Admin, adminPaths } from './admin-screen';
import { useRoleChoices } from './use-roles';

/**
 * Add an admin (with a password) or edit one (without: passwords change on the
 * change-password screen). The role is one of the enabled roles, sorted by name, and is kept
 * as chosen. On one's own account the role and the switch cannot change.
 */
export default function AdminForm() {
  const { id } = useParams();
  const session = useSession();
  const loaded = useResourceOne<Admin>(admins, id);
  const self = id !== undefined && Number(id) === session.id;
  const roles = useRoleChoices(isSuperadmin(session), loaded.data?.adminsRoleId);

  return (
    <ResourceForm<Admin>
      def={admins}
      paths={adminPaths}
      id={id}
      schema={id === undefined ? adminCreate : adminEdit}
    >
      <SchemaField name="fullName" label="Full name">
        <Input placeholder="Asha Verma" showCount />
      </SchemaField>
      <SchemaField name="emailAddress" label="Email">
        <Input type="email" placeholder="asha@yourstore.in" autoComplete="off" />
      </SchemaField>
      <SchemaField name="mobileNumber" label="Mobile">
        <Input placeholder="9876543210" inputMode="numeric" style={{ width: 200 }} />
      </SchemaField>
      {id === undefined && (
        <SchemaField name="password" label="Password">
          <Input.Password autoComplete="new-password" style={{ width: 280 }} />
        </SchemaField>
      )}
      <SchemaField name="gender" label="Gender">
        <Radio.Group options={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))} />
      </SchemaField>
      <SchemaField name="adminsRoleId" label="Role">
        <Select
          aria-label="Role"
          placeholder="Choose a role"
          options={roles.options}
          loading={roles.loading}
          disabled={self}
          style={{ width: 280 }}
        />
      </SchemaField>
      <SchemaField name="avatar" label="Avatar">
        <ImageUpload label="Avatar" accept={IMAGE_EXTENSIONS} maxSizeMb={5} />
      </SchemaField>
      <SchemaField name="enabled" label="Enabled" valuePropName="checked">
        <Switch disabled={self} />
      </SchemaField>
    </ResourceForm>
  );
}
