import { gstinProblem, organizations, panHolderType, panOfGstin } from '@mandi/domain';
import { Form, Input, Switch } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { SchemaField } from '../../kit/form/schema-field';
import { type Organization, organizationPaths } from './organization-screen';
import { PanHolderTag } from './pan-holder-tag';

/** Numbers are shown as they are stored: upper-case (the schema also trims them). */
const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } as const;

/**
 * The PAN, and who holds it (from its 4th letter) as soon as the number is whole. An empty
 * PAN is filled from a valid GST number, which carries it in its characters 3 to 12.
 */
function PanField() {
  const form = Form.useFormInstance();
  const pan = Form.useWatch('panNumber', form) as string | undefined;
  const gst = Form.useWatch('gstNumber', form) as string | undefined;
  const holder = panHolderType(pan);
  useEffect(() => {
    if (!gst || gstinProblem(gst) !== null || (form.getFieldValue('panNumber') ?? '') !== '') return;
    form.setFieldValue('panNumber', panOfGstin(gst));
    void form.validateFields(['panNumber']);
  }, [gst, form]);
  return (
    <SchemaField
      name="panNumber"
      normalize={upperCase}
      extra={
        <span aria-live="polite" data-testid="pan-holder">
          {holder ? (
            <>
              Holder type:
              <PanHolderTag holder={holder} />
            </>
          ) : (
            'The 4th letter tells the holder type: C company, P individual, F firm, T trust, ...'
          )}
        </span>
      }
    >
      <Input placeholder="AAPFU0939F" style={mono} autoComplete="off" />
    </SchemaField>
  );
}

/**
 * Add and edit an organization: name, GST number (checked for its state code, check character
 * and PAN), PAN (its holder type shown as typed) and FSSAI number; enabled by default.
 */
export default function OrganizationForm() {
  const { id } = useParams();
  return (
    <ResourceForm<Organization> def={organizations} paths={organizationPaths} id={id}>
      <SchemaField name="name">
        <Input placeholder="Hotel Udupi Krishna" showCount />
      </SchemaField>
      <SchemaField
        name="gstNumber"
        normalize={upperCase}
        extra="State code, the PAN, entity number, Z and a check character"
      >
        <Input placeholder="27AAPFU0939F1ZV" style={mono} autoComplete="off" />
      </SchemaField>
      <PanField />
      <SchemaField name="fssaiNumber" extra="14 digits, starting with 1 or 2">
        <Input placeholder="10019022000123" style={mono} inputMode="numeric" autoComplete="off" />
      </SchemaField>
      <SchemaField name="enabled">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
