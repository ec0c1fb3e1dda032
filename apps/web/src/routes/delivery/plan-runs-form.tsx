import { DELIVERY_MESSAGES, MAX_RUN_STOPS } from '@mandi/domain';
import { DatePicker, Form, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DAY_FORMAT } from '../../kit/form/day-range';
import { useRiderOptions } from './rider-options';

/** A run's most stops to start with: a rider's morning. */
const DEFAULT_MAX_STOPS = 20;

export interface PlanRequest {
  date: Dayjs;
  riderIds: string[];
  maxStops: number;
}

/** What to plan: the day, the riders who share it and how many stops a run may take. */
export function PlanRunsForm({
  onFinish,
  form,
}: {
  onFinish: (values: PlanRequest) => void;
  form: ReturnType<typeof Form.useForm<PlanRequest>>[0];
}) {
  const riders = useRiderOptions();
  return (
    <Form<PlanRequest>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ date: dayjs(), riderIds: [], maxStops: DEFAULT_MAX_STOPS }}
    >
      <Form.Item name="date" label="Day" rules={[{ required: true, message: DELIVERY_MESSAGES.date }]}>
        <DatePicker format={DAY_FORMAT} allowClear={false} aria-label="Day" />
      </Form.Item>
      <Form.Item
        name="riderIds"
        label="Riders"
        rules={[{ required: true, message: DELIVERY_MESSAGES.rider }]}
      >
        <Select
          mode="multiple"
          aria-label="Riders"
          placeholder="Choose the riders going out"
          options={riders.options}
          loading={riders.loading}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item
        name="maxStops"
        label="Most stops in a run"
        rules={[
          {
            required: true,
            type: 'integer',
            min: 1,
            max: MAX_RUN_STOPS,
            message: DELIVERY_MESSAGES.maxStops,
          },
        ]}
      >
        <InputNumber aria-label="Most stops in a run" min={1} max={MAX_RUN_STOPS} precision={0} />
      </Form.Item>
    </Form>
  );
}
