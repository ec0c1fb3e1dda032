import { INDIA_ZIP_RULE, pincodeProblem, pincodes } from '@mandi/domain';
import { Input, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { SchemaField } from '../../kit/form/schema-field';
import { useResourceOne } from '../../kit/resource-hooks';
import { idParam } from '../states/state-screen';
import { type Pincode, pincodePaths, pincodeScreenPaths } from './pincode-screen';

// The screens are India's (country 1), so the form checks India's rule; the server checks the city's country.
const indianPincode: Rule = {
  validator: async (_rule, value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    const problem = text ? pincodeProblem(text, INDIA_ZIP_RULE) : null;
    if (problem) throw new Error(problem);
  },
};

/** Add a pincode to a city (/pincode/add/{cityId}) or edit one (/pincode/edit/{id}). */
export default function PincodeForm() {
  const params = useParams();
  const loaded = useResourceOne<Pincode>(pincodes, params.id);
  const cityId = idParam(params.cityId) ?? loaded.data?.cityId ?? 0;
  const toBody = useCallback(
    (values: Record<string, unknown>) => (params.id === undefined ? { ...values, cityId } : values),
    [params.id, cityId],
  );

  return (
    <ResourceForm<Pincode>
      def={pincodes}
      paths={pincodeScreenPaths(cityId)}
      id={params.id}
      listPath={pincodePaths.list(cityId)}
      toBody={toBody}
    >
      <SchemaField name="pincodeName" label="Pincode Name">
        <Input placeholder="Mumbai GPO" showCount />
      </SchemaField>
      <SchemaField name="pincode" label="Pincode" rules={[indianPincode]} validateFirst>
        <Input placeholder="400001" maxLength={6} inputMode="numeric" style={{ width: 160 }} />
      </SchemaField>
      <SchemaField name="isDeliverable" label="Deliverable" valuePropName="checked">
        <Switch />
      </SchemaField>
      <SchemaField name="enabled" label="Enabled" valuePropName="checked">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
