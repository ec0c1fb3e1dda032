import {
  GENDER_LABELS,
  GENDERS,
  USER_STATUSES,
  USER_UPDATED_MESSAGE,
  USER_UPDATED_SECONDS,
  userCreate,
  users,
  usersRoles,
  userUpdate,
} from '@mandi/domain';
import { Flex, Input, Radio, Select, Switch } from 'antd';
import { useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { ResourceSelect } from '../../kit/form/resource-select';
import { SchemaField } from '../../kit/form/schema-field';
import { CustomerSummary } from './customer-summary';
import { type User, userPaths } from './user-screen';

/** The organizations a customer buys for (`/api/Organizations`, the organizations screen's). */
const ORGANIZATIONS = { name: 'Organizations', titleField: 'name' } as const;

const savedNotice = (editing: boolean) =>
  editing ? { text: USER_UPDATED_MESSAGE, seconds: USER_UPDATED_SECONDS } : { text: users.savedMessage };

/**
 * Add a customer (with a password) or edit one (the password is not shown; a new one may be
 * set through the API). The edit screen opens on what the customer bought.
 */
export default function UserForm() {
  const { id } = useParams();
  return (
    <Flex vertical gap={16}>
      {id !== undefined && <CustomerSummary id={id} />}
      <ResourceForm<User>
        def={users}
        paths={userPaths}
        id={id}
        schema={id === undefined ? userCreate : userUpdate}
        savedNotice={savedNotice}
      >
        <SchemaField name="fullName" label="Full name">
          <Input placeholder="Meena Sharma" showCount />
        </SchemaField>
        <SchemaField name="emailAddress" label="Email">
          <Input type="email" placeholder="meena@example.in" autoComplete="off" />
        </SchemaField>
        <SchemaField name="mobileNumber" label="Mobile">
          <Input placeholder="98765 43210" inputMode="tel" style={{ width: 240 }} />
        </SchemaField>
        {id === undefined && (
          <SchemaField name="password" label="Password">
            <Input.Password autoComplete="new-password" style={{ width: 280 }} />
          </SchemaField>
        )}
        <SchemaField name="usersRoleId" label="Role">
          <ResourceSelect def={usersRoles} aria-label="Role" placeholder="Choose a role" />
        </SchemaField>
        <SchemaField name="organizationId" label="Organization">
          <ResourceSelect
            def={ORGANIZATIONS}
            aria-label="Organization"
            placeholder="Choose an organization"
          />
        </SchemaField>
        <SchemaField name="status" label="Status">
          <Select
            aria-label="Status"
            style={{ width: 200 }}
            options={USER_STATUSES.map((value) => ({ value, label: value }))}
          />
        </SchemaField>
        <SchemaField name="gender" label="Gender">
          <Radio.Group options={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))} />
        </SchemaField>
        <SchemaField name="panNumber" label="PAN">
          <Input placeholder="AAPFU0939F" style={{ width: 280 }} />
        </SchemaField>
        <SchemaField name="gstNumber" label="GST number">
          <Input placeholder="27AAPFU0939F1ZV" style={{ width: 280 }} />
        </SchemaField>
        <SchemaField name="enabled" label="Enabled" valuePropName="checked">
          <Switch />
        </SchemaField>
      </ResourceForm>
    </Flex>
  );
}
