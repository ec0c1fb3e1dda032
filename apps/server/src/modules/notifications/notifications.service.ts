import {
  indiaDay,
  NOTIFICATION_MESSAGES,
  notifications as notificationDef,
  notificationDeliveryRow,
  notificationProblems,
  notificationSavedValues,
  parseListQuery,
  type RawQuery,
} from '@mandi/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { categories, cities, countries, notifications, pincodes, products, states } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, type FieldError, invalidField, notFound } from '../../lib/errors';
import { cancelJob, enqueueJob } from '../../lib/jobs/job-queue';
import { listRows, presentRow, type ResourceBinding, type Row } from '../../lib/list';
import { categoriesBinding } from '../categories/categories.service';
import { citiesBinding } from '../cities/cities.binding';
import { countriesBinding } from '../countries/countries.binding';
import { crudService } from '../crud/crud.service';
import { setEnabledAudited } from '../crud/enable-toggle';
import { authorOf, type ResourceCall, type ResourceService } from '../crud/resource-service';
import { pincodesBinding } from '../pincodes/pincodes.binding';
import { productsBinding } from '../products/products.binding';
import { statesBinding } from '../states/states.binding';
import { SEND_JOB, scheduleNotification, sendJobKey } from './notification-sending';
import { type Audience, notificationsRepository as repository } from './notifications.repository';

export const notificationsBinding: ResourceBinding = {
  def: notificationDef,
  table: notifications,
  relations: {
    country: {
      target: () => countriesBinding,
      sourceColumn: notifications.countryId,
      targetColumn: countries.id,
    },
    state: { target: () => statesBinding, sourceColumn: notifications.stateId, targetColumn: states.id },
    city: { target: () => citiesBinding, sourceColumn: notifications.cityId, targetColumn: cities.id },
    pincode: {
      target: () => pincodesBinding,
      sourceColumn: notifications.pincodeId,
      targetColumn: pincodes.id,
    },
    category: {
      target: () => categoriesBinding,
      sourceColumn: notifications.categoryId,
      targetColumn: categories.id,
    },
    product: {
      target: () => productsBinding,
      sourceColumn: notifications.productId,
      targetColumn: products.id,
    },
  },
};

/** The fields a save writes: what the form says, never the report the sending keeps. */
const FORM_FIELDS = [
  'enabled',
  'title',
  'message',
  'image',
  'link',
  'page',
  'params',
  'sendToAll',
  'appVersion',
  'platform',
  'countryId',
  'stateId',
  'cityId',
  'pincodeId',
  'sendAutomatedNotification',
  'notificationDate',
  'notificationTime',
  'categoryId',
  'productId',
] as const;

const DELIVERY_FIELDS = Object.keys(notificationDeliveryRow);

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** The target places exist and hold together (the city in the state, the pincode in the city). */
async function checkPlaces(tx: Tx, audience: Audience) {
  const { state, city, pincode } = await repository.places(tx, audience);
  if (audience.stateId && !state) throw invalidField('stateId', 'Please choose an existing state');
  if (audience.cityId && !city) throw invalidField('cityId', 'Please choose an existing city');
  if (audience.pincodeId && !pincode) throw invalidField('pincodeId', 'Please choose an existing pincode');
  if (city && audience.stateId && city.stateId !== audience.stateId)
    throw invalidField('cityId', 'Please choose a city of the chosen state');
  if (pincode && audience.cityId && pincode.cityId !== audience.cityId)
    throw invalidField('pincodeId', 'Please choose a pincode of the chosen city');
  if (pincode && audience.stateId && !audience.cityId && pincode.stateId !== audience.stateId)
    throw invalidField('pincodeId', 'Please choose a pincode of the chosen state');
}

/**
 * The notification as it will be stored (the change over the stored row): the spec's rules,
 * params and country from the form, targets that exist; one already sent is not edited into
 * another (409: copy it, as a new one).
 */
async function beforeWrite(tx: Tx, input: Row, existing: Row | undefined): Promise<Row> {
  const merged = { ...existing, ...input } as Row;
  const today = indiaDay(new Date());
  if (existing?.sendStartedAt) {
    // Sent: the same values pass (a form saved as it was), any change is another notification.
    const values = { ...input, ...notificationSavedValues(merged, today) } as Row;
    const changed = FORM_FIELDS.some((field) => field in values && !same(values[field], existing[field]));
    if (changed) throw conflict(NOTIFICATION_MESSAGES.alreadySent);
    return {};
  }
  const problems = notificationProblems(merged, today);
  if (problems.length > 0) {
    const errors: FieldError[] = problems;
    throw badRequest(problems[0]!.message, errors);
  }
  // An automated one without a date goes out today, India's day (spec 02 §7).
  const values = { ...input, ...notificationSavedValues(merged, today) } as Row;
  await checkPlaces(tx, values as Audience);
  for (const [field, table, what] of [
    ['categoryId', 'categories', 'category'],
    ['productId', 'products', 'product'],
  ] as const) {
    const id = values[field] as number | null;
    if (id !== null && id !== existing?.[field] && !(await repository.targetExists(tx, table, id)))
      throw invalidField(field, `Please choose an existing ${what}`);
  }
  return Object.fromEntries(
    FORM_FIELDS.filter((field) => field in values).map((field) => [field, values[field]]),
  );
}

const crud = crudService({
  binding: notificationsBinding,
  beforeWrite,
  fileFields: ['image'],
  // The stored row, rescheduled: at its new time, or paused when switched off.
  async afterWrite(tx, row) {
    await scheduleNotification(tx, row as typeof notifications.$inferSelect, new Date());
  },
  // The report as it stands after the write (the schedule above moves sendAt and the state).
  async details(db, row) {
    const fresh = await repository.find(db, row.id as number);
    const presented = fresh ? presentRow(notificationsBinding, fresh) : {};
    return Object.fromEntries(
      DELIVERY_FIELDS.filter((field) => field in presented).map((f) => [f, presented[f]]),
    );
  },
  async beforeDelete(tx, existing) {
    await cancelJob(tx, sendJobKey(existing.id as number));
  },
});

async function load(tx: Tx, id: number) {
  const row = await repository.find(tx, id);
  if (!row) throw notFound(notificationDef.label, id);
  return row;
}

export const notificationsService = {
  ...crud,

  /** The toggle, and the schedule follows it: off pauses a notification not yet sent. */
  setEnabled(call: ResourceCall, id: number, enabled: boolean) {
    return setEnabledAudited(call, id, enabled, {
      resource: notificationDef.name,
      label: notificationDef.label,
      find: (tx, notificationId) => repository.find(tx, notificationId),
      write: async (tx, notificationId, values) => {
        const [row] = await tx
          .update(notifications)
          .set(values)
          .where(eq(notifications.id, notificationId))
          .returning();
        return row;
      },
      after: (tx, row) => scheduleNotification(tx, row, new Date()),
    });
  },

  /** `POST /notifications/fetch`: the list's filters from a body, newest first, 20 a page. */
  fetch(
    call: ResourceCall,
    body: {
      countryId?: number | null;
      stateId?: number | null;
      cityId?: number | null;
      enabled?: boolean | null;
      page: number;
      limit: number;
    },
  ) {
    const filter: string[] = [];
    for (const field of ['countryId', 'stateId', 'cityId'] as const)
      if (body[field]) filter.push(`${field}||$eq||${body[field]}`);
    if (body.enabled !== undefined && body.enabled !== null) filter.push(`enabled||$eq||${body.enabled}`);
    const raw: RawQuery = {
      filter,
      join: ['state', 'city', 'pincode'],
      page: String(body.page),
      limit: String(body.limit),
      sort: 'id,DESC',
    };
    return listRows(call.db, notificationsBinding, parseListQuery(raw, notificationDef));
  },

  /** Customers a target reaches: those with a push id, in the most precise place given. */
  eligibleUserCount(call: ResourceCall, audience: Audience) {
    return repository.eligibleCount(call.db, audience);
  },

  /**
   * Sends again to the failed tokens (not those FCM called UNREGISTERED), and to the unknown
   * ones (a send a crash cut off) only when the staff ask, for those may get it twice.
   */
  async retryFailed(call: ResourceCall, id: number, options: { includeUnknown: boolean }) {
    await call.db.transaction(async (tx) => {
      const row = await load(tx, id);
      const { includeUnknown } = options;
      const count = row.sendStartedAt ? await repository.resetForRetry(tx, id, includeUnknown) : 0;
      if (count === 0)
        throw conflict(
          row.unknownCount > 0 && !includeUnknown
            ? NOTIFICATION_MESSAGES.unknownNotRetried(row.unknownCount)
            : NOTIFICATION_MESSAGES.nothingToRetry,
        );
      await tx
        .update(notifications)
        .set({ deliveryState: 'sending', sendFinishedAt: null })
        .where(eq(notifications.id, id));
      await repository.refreshReport(tx, id, null);
      await enqueueJob(tx, {
        kind: SEND_JOB,
        key: sendJobKey(id),
        payload: { notificationId: id },
        runAt: new Date(),
      });
      await recordAudit(tx, authorOf(call), {
        resource: notificationDef.name,
        recordId: id,
        action: 'update',
        changes: [
          { field: 'retry', before: row.failedCount + (includeUnknown ? row.unknownCount : 0), after: count },
          ...(includeUnknown ? [{ field: 'includeUnknown', before: null, after: true }] : []),
        ],
      });
    });
    return crud.get(call, id);
  },
};
notificationsService satisfies ResourceService;
