import { contacts, organizations } from '@mandi/domain';
import { Form, Input, Switch } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { ResourceSelect } from '../../kit/form/resource-select';
import { SchemaField } from '../../kit/form/schema-field';
import { useResourceOne } from '../../kit/resource-hooks';
import { type Contact, contactPaths, contactScreenPaths, idParam } from './contact-screen';

/**
 * Add a contact for a customer (/contact/add/{userId}) or edit one (/contact/edit/{id}):
 * the person's name, email, mobile (10 digits; +91, spaces and dashes are set aside) and the
 * organization they buy for. Saving goes back to the customer's contacts.
 */
export default function ContactForm() {
  const params = useParams();
  const loaded = useResourceOne<Contact>(contacts, params.id);
  const userId = idParam(params.userId) ?? loaded.data?.userId ?? undefined;
  const initialValues = useMemo(() => ({ userId }), [userId]);

  return (
    <ResourceForm<Contact>
      def={contacts}
      paths={contactScreenPaths(userId)}
      id={params.id}
      listPath={userId === undefined ? contactPaths.all : contactPaths.list(userId)}
      initialValues={initialValues}
    >
      {/* The customer is the route's: sent, not shown. */}
      <Form.Item name="userId" hidden>
        <Input />
      </Form.Item>
      <SchemaField name="contactPersonName">
        <Input placeholder="Ramesh Patel" showCount autoComplete="off" />
      </SchemaField>
      <SchemaField name="emailAddress">
        <Input type="email" placeholder="ramesh@patelbros.in" autoComplete="off" />
      </SchemaField>
      <SchemaField name="mobileNumber">
        <Input placeholder="9820011111" inputMode="tel" maxLength={16} autoComplete="off" />
      </SchemaField>
      <SchemaField name="organizationId">
        <ResourceSelect def={organizations} aria-label="Organization" placeholder="Choose an organization" />
      </SchemaField>
      <SchemaField name="enabled">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
