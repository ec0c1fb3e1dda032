import { addresses } from '@mandi/domain';
import { Col, Input, Result, Row, Switch } from 'antd';
import { useCallback, useMemo } from 'react';
import { useMatch, useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { SchemaField } from '../../kit/form/schema-field';
import { useResourceOne } from '../../kit/resource-hooks';
import { AddressPlace } from './address-place';
import { type Address, type AddressOwner, addressPaths, addressScreenPaths, ownerOf } from './address-screen';

/** An address's fields: who, how to reach them, where. */
const AddressFields = () => (
  <>
    <SchemaField name="name" label="Name">
      <Input placeholder="Asha Rao" showCount />
    </SchemaField>
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <SchemaField name="firstName" label="First Name">
          <Input />
        </SchemaField>
      </Col>
      <Col xs={24} md={8}>
        <SchemaField name="middleName" label="Middle Name">
          <Input />
        </SchemaField>
      </Col>
      <Col xs={24} md={8}>
        <SchemaField name="lastName" label="Last Name">
          <Input />
        </SchemaField>
      </Col>
    </Row>
    <SchemaField name="companyName" label="Company Name">
      <Input />
    </SchemaField>
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <SchemaField name="mobileNumber" label="Contact Number">
          <Input placeholder="9876543210" inputMode="tel" />
        </SchemaField>
      </Col>
      <Col xs={24} md={12}>
        <SchemaField name="emailAddress" label="Email">
          <Input placeholder="asha@example.com" inputMode="email" />
        </SchemaField>
      </Col>
    </Row>
    <SchemaField name="line1" label="Line 1">
      <Input placeholder="Flat 203, Lake View Apartments" />
    </SchemaField>
    <SchemaField name="line2" label="Line 2">
      <Input placeholder="Near City Mall" />
    </SchemaField>
    <SchemaField name="region" label="Region">
      <Input />
    </SchemaField>
    <AddressPlace />
    <SchemaField name="fax" label="Fax">
      <Input style={{ maxWidth: 240 }} />
    </SchemaField>
    <SchemaField name="enabled" label="Enabled" valuePropName="checked">
      <Switch />
    </SchemaField>
  </>
);

/**
 * Add an address to a contact (/address/add/{contactId}) or to a customer
 * (/address/add/Customer/{userId}: on their first contact), or edit one (/address/edit/{id}).
 * Back to the list it came from: the customer's when the address has one.
 */
export default function AddressForm() {
  const params = useParams();
  const editing = useMatch(addressPaths.patterns.edit) !== null;
  const id = editing ? params.id : undefined;
  const loaded = useResourceOne<Address>(addresses, id);
  const adding = editing ? undefined : ownerOf(params);
  const owner: AddressOwner =
    adding === 'invalid'
      ? undefined
      : (adding ??
        (loaded.data?.userId
          ? { type: 'Customer', id: loaded.data.userId }
          : loaded.data?.contactId
            ? { type: 'Contact', id: loaded.data.contactId }
            : undefined));
  const ownerKey = owner ? `${owner.type}-${owner.id}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: ownerKey stands for the owner.
  const paths = useMemo(() => addressScreenPaths(owner), [ownerKey]);
  const toBody = useCallback(
    (values: Record<string, unknown>) => {
      if (editing || !adding || adding === 'invalid') return values;
      return adding.type === 'Customer'
        ? { ...values, userId: adding.id }
        : { ...values, contactId: adding.id };
    },
    [editing, adding],
  );

  if (adding === 'invalid') return <Result status="404" title="No such customer or contact" />;

  return (
    <ResourceForm<Address> def={addresses} paths={paths} id={id} toBody={toBody}>
      <AddressFields />
    </ResourceForm>
  );
}
