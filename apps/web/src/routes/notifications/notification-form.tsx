import {
  APP_VERSION_HELP,
  categories,
  hasBeenSent,
  IMAGE_EXTENSIONS,
  indiaDay,
  NOTIFICATION_PAGES,
  NOTIFICATION_PLATFORMS,
  notificationCreate,
  notificationFieldsShown,
  notificationProblems,
  notificationSavedValues,
  notifications,
} from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Form, Input, Result, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { ApiError, api, type ListPage } from '../../api/client';
import { errorMessage } from '../../api/notify';
import { FormSection } from '../../kit/form/form-section';
import { ImageUpload } from '../../kit/form/image-upload';
import { ResourceForm } from '../../kit/form/resource-form';
import { ResourceSelect } from '../../kit/form/resource-select';
import { SchemaField } from '../../kit/form/schema-field';
import { resourceKeys } from '../../kit/resource-hooks';
import { apiPaths } from '../../kit/resource-paths';
import { NotificationSchedule } from './notification-schedule';
import { type Notification, notificationPaths } from './notification-screen';
import { NotificationReport, SentNotification } from './notification-sent';
import { NotificationTargets } from './notification-targets';

type Values = Record<string, unknown>;

/** The product list, for a notification opening one product: declared by the products screens. */
const products = { name: 'products', titleField: 'name' };

/** The joins that name a notification's places and target on its screens. */
export const NOTIFICATION_JOIN = [
  'state||name',
  'city||name',
  'pincode||pincode,pincodeName',
  'category||name',
  'product||name',
];

/** Today in India, the day a new notification goes out unless automated for another. */
const todayInIndia = () => indiaDay(new Date());

/**
 * The rules the server checks on the whole notification (the page's target, the automated
 * day and time, an audience), in the form too, so both say the same words under the fields.
 */
const formSchema = notificationCreate.superRefine((value, context) => {
  for (const problem of notificationProblems(value, todayInIndia()))
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

const toForm = (row: Notification): Values => ({
  ...row,
  // Turning automated sending on offers today, as for a new one.
  notificationDate: row.notificationDate ?? todayInIndia(),
});

/** Params from the page's target, country 1, only the chosen target and places (spec 02 §7). */
const toBody = (values: Values): Values => ({ ...values, ...notificationSavedValues(values) });

/** Where a tap leads: the page, and the link, category or product it needs. */
function PageTarget() {
  const page = Form.useWatch('page') as string | undefined;
  const shown = notificationFieldsShown({ page });
  return (
    <>
      <SchemaField name="page" label="Page" extra="What the app opens when the notification is tapped.">
        <Select
          aria-label="Page"
          placeholder="Choose a page"
          style={{ width: 240 }}
          options={NOTIFICATION_PAGES.map((value) => ({ value, label: value }))}
        />
      </SchemaField>
      {shown.link && (
        <SchemaField name="link" label="Link">
          <Input aria-label="Link" placeholder="https://mandi.example.in/offers" />
        </SchemaField>
      )}
      {shown.categoryId && (
        <SchemaField name="categoryId" label="Category">
          <ResourceSelect def={categories} aria-label="Category" placeholder="Search categories" />
        </SchemaField>
      )}
      {shown.productId && (
        <SchemaField name="productId" label="Product">
          <ResourceSelect def={products} aria-label="Product" placeholder="Search products" />
        </SchemaField>
      )}
    </>
  );
}

function NotificationFields({ row }: { row?: Notification }) {
  return (
    <>
      {row && <NotificationReport row={row} />}
      <FormSection title="What it says">
        <SchemaField name="title" label="Title">
          <Input placeholder="Fresh Alphonso mangoes are in" showCount />
        </SchemaField>
        <SchemaField name="message" label="Message">
          <Input.TextArea rows={3} placeholder="Order by 9 pm for delivery tomorrow morning." showCount />
        </SchemaField>
        <SchemaField name="image" label="Image" extra="Shown beside the message on phones that can.">
          <ImageUpload
            label="Notification image"
            accept={IMAGE_EXTENSIONS}
            maxSizeMb={5}
            previewWidth={160}
          />
        </SchemaField>
        <PageTarget />
      </FormSection>
      <FormSection title="Who receives it" help="Customers with the app, on these phones, in these places.">
        <Flex wrap style={{ columnGap: 16 }}>
          <SchemaField name="platform" label="Platform">
            <Select
              aria-label="Platform"
              allowClear
              placeholder="Android and iOS"
              style={{ width: 200 }}
              options={NOTIFICATION_PLATFORMS.map((value) => ({
                value,
                label: value === 'ios' ? 'iOS' : 'Android',
              }))}
            />
          </SchemaField>
          <SchemaField
            name="appVersion"
            label="App version"
            extra={APP_VERSION_HELP}
            style={{ maxWidth: 420 }}
          >
            <Input aria-label="App version" placeholder="0.0.1" style={{ width: 160 }} />
          </SchemaField>
        </Flex>
        <NotificationTargets />
      </FormSection>
      <FormSection title="When">
        <NotificationSchedule />
        <SchemaField name="enabled" label="Enabled" valuePropName="checked" extra="Off holds it back.">
          <Switch aria-label="Enabled" />
        </SchemaField>
      </FormSection>
    </>
  );
}

/** A new notification, or a copy of one already sent (its form values in the route's state). */
function AddNotification() {
  const copy = (useLocation().state as { copy?: Values; copiedFrom?: number } | null) ?? null;
  const initialValues = useMemo(
    () => ({ page: 'Home', notificationDate: todayInIndia(), ...copy?.copy }),
    [copy],
  );
  return (
    <>
      {copy?.copiedFrom !== undefined && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`A copy of notification ${copy.copiedFrom}: it goes out as a new one when saved.`}
        />
      )}
      <ResourceForm<Notification>
        def={notifications}
        paths={notificationPaths}
        schema={formSchema}
        initialValues={initialValues}
        toBody={toBody}
      >
        <NotificationFields />
      </ResourceForm>
    </>
  );
}

/**
 * One notification with its places and target named: the row (with its authors) and, from the
 * list call, the names its joins give (a single row's call takes no join).
 */
export function useNotification(id: string) {
  return useQuery({
    queryKey: [...resourceKeys.detail(notifications, id), 'joined'],
    queryFn: async () => {
      const [row, named] = await Promise.all([
        api.get<Notification>(apiPaths(notifications).one(id)),
        api.get<ListPage<Notification>>(apiPaths(notifications).list, {
          filter: [`id||$eq||${id}`],
          join: NOTIFICATION_JOIN,
          limit: 1,
        }),
      ]);
      const names = named.data[0];
      return {
        ...row,
        state: names?.state,
        city: names?.city,
        pincode: names?.pincode,
        category: names?.category,
        product: names?.product,
      } satisfies Notification;
    },
    retry: false,
    refetchOnMount: 'always',
  });
}

/** Editing: the form until it starts going out, then its report and "Copy as new". */
function EditNotification({ id }: { id: string }) {
  const loaded = useNotification(id);
  if (loaded.isPending) return <Card loading variant="borderless" />;
  if (loaded.isError) {
    const notFound = loaded.error instanceof ApiError && loaded.error.status === 404;
    return <Result status={notFound ? '404' : 'error'} title={errorMessage(loaded.error)} />;
  }
  const row = loaded.data;
  if (hasBeenSent(row)) return <SentNotification row={row} />;
  return (
    <ResourceForm<Notification>
      def={notifications}
      paths={notificationPaths}
      id={id}
      schema={formSchema}
      toForm={toForm}
      toBody={toBody}
    >
      <NotificationFields row={row} />
    </ResourceForm>
  );
}

/** Add and edit a push notification (spec 02 §2, §4, §5, §7). */
export default function NotificationForm() {
  const { id } = useParams();
  return id === undefined ? <AddNotification /> : <EditNotification id={id} />;
}
