import { cities, states } from '@mandi/domain';
import { Input, Switch } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ResourceForm } from '../../kit/form/resource-form';
import { ResourceSelect } from '../../kit/form/resource-select';
import { SchemaField } from '../../kit/form/schema-field';
import { useResourceOne } from '../../kit/resource-hooks';
import { idParam } from '../states/state-screen';
import { type City, cityPaths, cityScreenPaths } from './city-screen';

/**
 * Add a city to a state (/cities/add/{stateId}) or edit one (/cities/edit/{id}). The body
 * names the state only; the server fills the country from it.
 */
export default function CityForm() {
  const params = useParams();
  const loaded = useResourceOne<City>(cities, params.id);
  const stateId = idParam(params.stateId) ?? loaded.data?.stateId ?? 0;
  const initialValues = useMemo(() => ({ stateId }), [stateId]);

  return (
    <ResourceForm<City>
      def={cities}
      paths={cityScreenPaths(stateId)}
      id={params.id}
      listPath={cityPaths.list(stateId)}
      initialValues={initialValues}
    >
      <SchemaField name="name" label="Name">
        <Input placeholder="Pune" showCount />
      </SchemaField>
      <SchemaField name="stateId" label="State">
        <ResourceSelect def={states} aria-label="State" placeholder="Choose a state" />
      </SchemaField>
      <SchemaField name="enabled" label="Enabled" valuePropName="checked">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
