import { INDIA_COUNTRY_ID, states } from '@mandi/domain';
import { Input, InputNumber, Switch } from 'antd';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { SchemaField } from '../../kit/form/schema-field';
import { useResourceOne } from '../../kit/resource-hooks';
import { idParam, type State, statePaths, stateScreenPaths } from './state-screen';

/** Add a state to a country (/states/add/{countryId}) or edit one (/states/edit/{id}). */
export default function StateForm() {
  const params = useParams();
  const loaded = useResourceOne<State>(states, params.id);
  const countryId = idParam(params.countryId) ?? loaded.data?.countryId ?? INDIA_COUNTRY_ID;
  const toBody = useCallback(
    (values: Record<string, unknown>) => (params.id === undefined ? { ...values, countryId } : values),
    [params.id, countryId],
  );

  return (
    <ResourceForm<State>
      def={states}
      paths={stateScreenPaths(countryId)}
      id={params.id}
      listPath={statePaths.list(countryId)}
      toBody={toBody}
    >
      <SchemaField name="name" label="Name">
        <Input placeholder="Maharashtra" showCount />
      </SchemaField>
      <SchemaField
        name="code"
        label="Code"
        extra="Two or three letters, as on vehicle plates: MH, KA, DL."
        normalize={(value: string | undefined) => value?.toUpperCase()}
      >
        <Input placeholder="MH" style={{ width: 120 }} />
      </SchemaField>
      <SchemaField name="priority" label="Priority" extra="Higher first in the apps' state pickers.">
        <InputNumber min={0} precision={0} style={{ width: 160 }} />
      </SchemaField>
      <SchemaField name="enabled" label="Enabled" valuePropName="checked">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
