import { TeamOutlined } from '@ant-design/icons';
import {
  afterSendToAllChoice,
  eligibleUserCountEndpoint,
  NOTIFICATION_COUNTRY_ID,
  normalisePlatform,
  parseAppVersion,
  SEND_TO_ALL_CONFIRM,
} from '@mandi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Flex, Form, Select, Spin, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { errorMessage } from '../../api/notify';
import { SchemaField } from '../../kit/form/schema-field';
import { useCityOptions, usePincodeOptions, useStateOptions } from './use-places';

export interface Target {
  stateId?: number | null;
  cityId?: number | null;
  pincodeId?: number | null;
  /** The phone rules: a platform, an app version (reaching it or older). */
  platform?: string | null;
  appVersion?: string | null;
}

/** " on Android, app 1.2.0 or older": the phone rules in words, empty without any. */
export function phoneWords(target: Pick<Target, 'platform' | 'appVersion'>): string {
  const platform = normalisePlatform(target.platform);
  const version = parseAppVersion(target.appVersion) ? target.appVersion!.trim() : null;
  const words = [
    platform ? (platform === 'ios' ? 'iOS' : 'Android') : null,
    version ? `app ${version} or older` : null,
  ].filter(Boolean);
  return words.length > 0 ? ` on ${words.join(', ')}` : '';
}

const count = new Intl.NumberFormat('en-IN');
const idOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The value after a pause: the reach is asked once the target stops changing. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for value.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

/** How many customers (with the app, so a push id) a target reaches: POST /users/eligible-user-count. */
export function useEligibleCount(target: Target) {
  const body = {
    countryId: NOTIFICATION_COUNTRY_ID,
    ...(target.stateId ? { stateId: target.stateId } : {}),
    ...(target.cityId ? { cityId: target.cityId } : {}),
    ...(target.pincodeId ? { pincodeId: target.pincodeId } : {}),
    ...(normalisePlatform(target.platform) ? { platform: normalisePlatform(target.platform) } : {}),
    ...(parseAppVersion(target.appVersion) ? { appVersion: target.appVersion!.trim() } : {}),
  };
  const settled = useSettled(body, 300);
  return useQuery({
    queryKey: ['notifications', 'eligible-user-count', settled],
    queryFn: async () => {
      const answer = await callEndpoint(eligibleUserCountEndpoint, { body: settled });
      return answer.count;
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** "Reaches 1,204 customers": said to screen readers as it changes. */
function Reach({ target, everyone }: { target: Target; everyone: boolean }) {
  const phone = { platform: target.platform, appVersion: target.appVersion };
  const reach = useEligibleCount(everyone ? phone : target);
  // A version being typed (not yet like 1.2.3) is not counted: the count waits for it.
  const versionPending = Boolean(target.appVersion?.trim()) && !parseAppVersion(target.appVersion);
  const where = everyone
    ? 'everyone'
    : target.pincodeId
      ? 'this pincode'
      : target.cityId
        ? 'this city'
        : target.stateId
          ? 'this state'
          : 'everyone';
  return (
    <Flex
      align="center"
      gap={8}
      role="status"
      aria-live="polite"
      aria-label="Reach"
      style={{ padding: '8px 12px', background: '#f0f7ff', borderRadius: 6, marginBottom: 16 }}
    >
      <TeamOutlined aria-hidden />
      {versionPending ? (
        <Typography.Text type="secondary">
          The reach is counted once the app version reads like 1.2.3.
        </Typography.Text>
      ) : reach.isError ? (
        <Typography.Text type="danger">{errorMessage(reach.error)}</Typography.Text>
      ) : reach.data === undefined ? (
        <Spin size="small" aria-label="Counting customers" />
      ) : (
        <Typography.Text>
          Reaches <strong data-testid="reach-count">{count.format(reach.data)}</strong>{' '}
          {reach.data === 1 ? 'customer' : 'customers'} with the app
          {where === 'everyone' ? '' : ` in ${where}`}
          {phoneWords(target)}
          {reach.isFetching ? '…' : '.'}
        </Typography.Text>
      )}
    </Flex>
  );
}

const PLACES = ['sendToAll', 'stateId', 'cityId', 'pincodeId'];

const searchable = { showSearch: { optionFilterProp: 'label' as const }, allowClear: true };

/**
 * Who receives it: everyone (after the spec's "Attention!" question), or a state, a city of
 * it or a pincode of that city in India, with the number of customers it reaches as the
 * target changes. A new state clears the city and pincode, a new city the pincode.
 */
export function NotificationTargets({ disabled = false }: { disabled?: boolean }) {
  const form = Form.useFormInstance();
  const { modal } = App.useApp();
  const everyone = Form.useWatch('sendToAll', form) === true;
  const stateId = idOf(Form.useWatch('stateId', form));
  const cityId = idOf(Form.useWatch('cityId', form));
  const pincodeId = idOf(Form.useWatch('pincodeId', form));
  const platform = Form.useWatch('platform', form) as string | null | undefined;
  const appVersion = Form.useWatch('appVersion', form) as string | null | undefined;
  const states = useStateOptions();
  const cities = useCityOptions(stateId);
  const pincodes = usePincodeOptions(cityId);

  const onSendToAll = (on: boolean) => {
    if (!on) return;
    modal.confirm({
      ...SEND_TO_ALL_CONFIRM,
      cancelText: 'Cancel',
      autoFocusButton: 'cancel',
      // Cancelling turns it back off; confirming clears the places (spec 02 §4).
      onCancel: () => form.setFieldsValue(afterSendToAllChoice(form.getFieldsValue(PLACES), false)),
      onOk: () => form.setFieldsValue(afterSendToAllChoice(form.getFieldsValue(PLACES), true)),
    });
  };

  return (
    <>
      <SchemaField
        name="sendToAll"
        label="Send to all"
        valuePropName="checked"
        extra="Every customer with the app, wherever they are."
      >
        <Switch aria-label="Send to all" disabled={disabled} onChange={onSendToAll} />
      </SchemaField>
      {!everyone && (
        <Flex wrap style={{ columnGap: 16 }}>
          <SchemaField name="stateId" label="State" style={{ minWidth: 200, flex: '1 1 200px' }}>
            <Select
              aria-label="State"
              placeholder="All states"
              disabled={disabled}
              loading={states.loading}
              options={states.options}
              onChange={() => form.setFieldsValue({ cityId: null, pincodeId: null })}
              {...searchable}
            />
          </SchemaField>
          <SchemaField name="cityId" label="City" style={{ minWidth: 200, flex: '1 1 200px' }}>
            <Select
              aria-label="City"
              placeholder={stateId ? 'All cities' : 'Choose a state first'}
              disabled={disabled || !stateId}
              loading={cities.loading}
              options={cities.options}
              onChange={() => form.setFieldsValue({ pincodeId: null })}
              {...searchable}
            />
          </SchemaField>
          <SchemaField name="pincodeId" label="Pincode" style={{ minWidth: 200, flex: '1 1 200px' }}>
            <Select
              aria-label="Pincode"
              placeholder={cityId ? 'All pincodes' : 'Choose a city first'}
              disabled={disabled || !cityId}
              loading={pincodes.loading}
              options={pincodes.options}
              {...searchable}
            />
          </SchemaField>
        </Flex>
      )}
      <Reach target={{ stateId, cityId, pincodeId, platform, appVersion }} everyone={everyone} />
    </>
  );
}
