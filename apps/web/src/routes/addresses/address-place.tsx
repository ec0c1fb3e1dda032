import { cities as cityDef, pincodes as pincodeDef, pincodeProblem, states as stateDef } from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { api, type ListPage } from '../../api/client';
import { errorMessage } from '../../api/notify';
import { SchemaField } from '../../kit/form/schema-field';
import { apiPaths } from '../../kit/resource-paths';

interface Place {
  id: number;
  name: string;
}
interface PincodeRow {
  id: number;
  pincode: string;
  pincodeName: string;
  cityId: number;
  stateId: number;
}

// The address country is India (spec 02 §9): its states, a state's cities, a city's pincodes.
const ALL = 200;

function useOptions<T>(key: string, enabled: boolean, load: () => Promise<ListPage<T>>) {
  return useQuery({
    queryKey: ['address-place', key],
    queryFn: load,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

const searchable = {
  showSearch: { optionFilterProp: 'label' as const },
  allowClear: true,
};

/** The places to choose from: India's states, the chosen state's cities, the chosen city's pincodes. */
function usePlaceOptions(stateId: number | null | undefined, cityId: number | null | undefined) {
  const states = useOptions('states', true, () =>
    api.get<ListPage<Place>>(apiPaths(stateDef).list, {
      filter: ['countryId||$eq||1'],
      sort: 'name,ASC',
      fields: 'id,name',
      limit: ALL,
    }),
  );
  const cities = useOptions(`cities-${stateId}`, typeof stateId === 'number', () =>
    api.get<ListPage<Place>>(apiPaths(cityDef).list, {
      filter: [`stateId||$eq||${stateId}`],
      sort: 'name,ASC',
      fields: 'id,name',
      limit: ALL,
    }),
  );
  const pincodes = useOptions(`pincodes-${cityId}`, typeof cityId === 'number', () =>
    api.get<ListPage<PincodeRow>>(apiPaths(pincodeDef).list, {
      filter: [`cityId||$eq||${cityId}`],
      sort: 'pincode,ASC',
      fields: 'id,pincode,pincodeName',
      limit: ALL,
    }),
  );
  return { states, cities, pincodes };
}

interface Lookup {
  status: 'idle' | 'looking' | 'found' | 'missing' | 'error';
  text?: string;
}

/** A pincode typed in full is looked up and fills the state, the city and the pincode. */
function usePincodeLookup(form: FormInstance) {
  const [typed, setTyped] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });

  const fill = async (value: string) => {
    const pincode = value.replace(/\s+/g, '');
    setTyped(value);
    if (pincode.length < 6) return setLookup({ status: 'idle' });
    const problem = pincodeProblem(pincode);
    if (problem) return setLookup({ status: 'error', text: problem });
    setLookup({ status: 'looking' });
    try {
      const found = await api.get<ListPage<PincodeRow>>(apiPaths(pincodeDef).list, {
        filter: [`pincode||$eq||${pincode}`],
        fields: 'id,pincode,pincodeName,cityId,stateId',
        limit: 1,
      });
      const row = found.data[0];
      if (!row) return setLookup({ status: 'missing', text: `Pincode ${pincode} not found` });
      form.setFieldsValue({ stateId: row.stateId, cityId: row.cityId, pincodeId: row.id });
      await form.validateFields(['stateId', 'cityId', 'pincodeId']).catch(() => undefined);
      setLookup({ status: 'found', text: row.pincodeName });
    } catch (error) {
      setLookup({ status: 'error', text: errorMessage(error) });
    }
  };
  return { typed, lookup, fill };
}

/** The pincode typed in full, with what its look-up found. */
function PincodeTyping({ typed, lookup, fill }: ReturnType<typeof usePincodeLookup>) {
  const warn = lookup.status === 'missing' || lookup.status === 'error';
  return (
    <Form.Item
      label="Type a pincode"
      validateStatus={warn ? 'warning' : lookup.status === 'looking' ? 'validating' : undefined}
      help={
        warn ? (
          lookup.text
        ) : lookup.status === 'found' ? (
          <Typography.Text type="success">{lookup.text}: city and state filled</Typography.Text>
        ) : (
          'Six digits fill the state, the city and the pincode below'
        )
      }
    >
      <Input
        aria-label="Type a pincode"
        value={typed}
        onChange={(event) => void fill(event.target.value)}
        maxLength={7}
        inputMode="numeric"
        placeholder="560034"
        style={{ width: 160 }}
      />
    </Form.Item>
  );
}

const option = (rows: Place[] | undefined) => (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

/**
 * Where an address is: state, city and pincode chosen in a cascade (a new state clears the
 * city and pincode, a new city the pincode), or a pincode typed in full, which fills all three.
 */
export function AddressPlace() {
  const form = Form.useFormInstance();
  const stateId = Form.useWatch('stateId', form) as number | null | undefined;
  const cityId = Form.useWatch('cityId', form) as number | null | undefined;
  const { states, cities, pincodes } = usePlaceOptions(stateId, cityId);
  const pincodeLookup = usePincodeLookup(form);

  return (
    <>
      {/* The address country is India (spec 02 §9): the country every list of places here is of. */}
      <Form.Item label="Country">
        <Input aria-label="Country" value="India" disabled style={{ width: 160 }} />
      </Form.Item>
      <PincodeTyping {...pincodeLookup} />
      <SchemaField name="stateId" label="State">
        <Select
          aria-label="State"
          placeholder="Choose a state"
          loading={states.isFetching}
          options={option(states.data?.data)}
          onChange={() => form.setFieldsValue({ cityId: null, pincodeId: undefined })}
          {...searchable}
        />
      </SchemaField>
      <SchemaField name="cityId" label="City">
        <Select
          aria-label="City"
          placeholder={typeof stateId === 'number' ? 'Choose a city' : 'Choose a state first'}
          disabled={typeof stateId !== 'number'}
          loading={cities.isFetching}
          options={option(cities.data?.data)}
          onChange={() => form.setFieldsValue({ pincodeId: undefined })}
          {...searchable}
        />
      </SchemaField>
      <SchemaField name="pincodeId" label="Pincode">
        <Select
          aria-label="Pincode"
          placeholder={typeof cityId === 'number' ? 'Choose a pincode' : 'Choose a city first'}
          disabled={typeof cityId !== 'number'}
          loading={pincodes.isFetching}
          options={(pincodes.data?.data ?? []).map((row) => ({
            value: row.id,
            label: `${row.pincode} · ${row.pincodeName}`,
          }))}
          {...searchable}
        />
      </SchemaField>
    </>
  );
}
