import { NOTIFICATION_TIMES } from '@mandi/domain';
import { DatePicker, Flex, Form, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SchemaField } from '../../kit/form/schema-field';

/** The day as the API takes it (spec 02 §7). */
export const NOTIFICATION_DAY = 'YYYY-MM-DD';

/** No more than one day in the past can be picked (spec 02 §5). */
export const moreThanADayAgo = (date: Dayjs) => date.isBefore(dayjs().subtract(1, 'day'), 'day');

/** Today in the browser's calendar, as the API takes a day: a new notification's default. */
export const today = () => dayjs().format(NOTIFICATION_DAY);

/** A date picker whose form value is the day as text (YYYY-MM-DD), so the schema's rule reads it. */
function DayPicker(props: {
  id?: string;
  value?: string | null;
  onChange?: (day: string | null) => void;
  disabled?: boolean;
}) {
  return (
    <DatePicker
      id={props.id}
      aria-label="Date"
      format={NOTIFICATION_DAY}
      disabledDate={moreThanADayAgo}
      disabled={props.disabled}
      allowClear={false}
      style={{ width: 200 }}
      value={props.value ? dayjs(props.value) : null}
      onChange={(day) => props.onChange?.(day ? day.format(NOTIFICATION_DAY) : null)}
    />
  );
}

/**
 * Automated sending: off sends it as soon as it is saved; on shows the day (today unless
 * changed) and the time, India time, it goes out at.
 */
export function NotificationSchedule({ disabled = false }: { disabled?: boolean }) {
  const automated = Form.useWatch('sendAutomatedNotification') === true;
  return (
    <>
      <SchemaField
        name="sendAutomatedNotification"
        label="Send automated notification"
        valuePropName="checked"
        extra={automated ? 'It goes out on this day at this time, India time.' : 'It goes out once saved.'}
      >
        <Switch aria-label="Send automated notification" disabled={disabled} />
      </SchemaField>
      {automated && (
        <Flex wrap style={{ columnGap: 16 }}>
          <SchemaField name="notificationDate" label="Date" required>
            <DayPicker disabled={disabled} />
          </SchemaField>
          <SchemaField name="notificationTime" label="Time" required>
            <Select
              aria-label="Time"
              placeholder="HH:MM"
              disabled={disabled}
              showSearch={{ optionFilterProp: 'label' }}
              options={NOTIFICATION_TIMES.map((time) => ({ value: time, label: time }))}
              style={{ width: 140 }}
            />
          </SchemaField>
        </Flex>
      )}
    </>
  );
}
