/**
 * The push notification form's rules (spec 02 §4, §5, §7): which fields show, what a save
 * stores (params from the page's target, country 1, only the chosen page's target), the
 * checks beyond each field's own, and when a notification goes out. Pure: the web's form and
 * the server's service both call these.
 */
import { isWebUrl } from '../resources/banners';

export const NOTIFICATION_PAGES = ['Home', 'Orders', 'Categories', 'Product', 'Link'] as const;
export type NotificationPage = (typeof NOTIFICATION_PAGES)[number];
export const NOTIFICATION_PLATFORMS = ['android', 'ios'] as const;
export type NotificationPlatform = (typeof NOTIFICATION_PLATFORMS)[number];

/** Country id is fixed to 1 for notifications (spec 02 §9). */
export const NOTIFICATION_COUNTRY_ID = 1;
/** The list's page size and order (spec 02 §9). */
export const NOTIFICATION_PAGE_SIZE = 20;

export const NOTIFICATION_MESSAGES = {
  titleRequired: 'Please enter title',
  titleLength: 'Length should be 3 to 50',
  messageRequired: 'Please enter message',
  messageLength: 'Length should be 3 to 100',
  pageRequired: 'Please select page',
  linkRequired: 'Please enter link',
  invalidUrl: 'Invalid URL format',
  category: 'Please select category',
  product: 'Please select product',
  platform: 'Please select platform',
  appVersion: 'Please enter a version like 1.2.3',
  dateRequired: 'Please select date',
  datePast: 'Date should not be more than a day in the past',
  timeRequired: 'Please select time',
  timeStep: 'Please choose a time in 15-minute steps from 00:00 to 23:45',
  noAudience: 'Please choose a state, city or pincode, or send to all users',
  saved: 'Data saved successfully',
  alreadySent: 'This notification has already been sent; copy it to send another',
  nothingToRetry: 'There are no failed deliveries to retry',
  unknownNotRetried: (unknown: number) =>
    `There are no failed deliveries to retry; ${unknown} may already have reached the phone (the send was cut off): retry those too only if a second copy is acceptable`,
} as const;

/** The send-to-all confirmation (spec 02 §8). */
export const SEND_TO_ALL_CONFIRM = {
  title: 'Attention!',
  content: 'Are you sure want to send notification to All users?',
  okText: "Yes, I know what I'm doing",
} as const;

/** The times offered: 00:00 to 23:45 in 15-minute steps. */
export const NOTIFICATION_TIMES: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  const minutes = String((index % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});
const TIME_SET = new Set(NOTIFICATION_TIMES);
export const isNotificationTime = (value: string) => TIME_SET.has(value);

/** The page's one target field: the category, the product or the link it opens. */
export const NOTIFICATION_TARGET_FIELD = {
  Categories: 'categoryId',
  Product: 'productId',
  Link: 'link',
} as const satisfies Partial<Record<NotificationPage, string>>;

export interface NotificationForm {
  page?: string | null;
  link?: string | null;
  categoryId?: number | null;
  productId?: number | null;
  sendToAll?: boolean | null;
  stateId?: number | null;
  cityId?: number | null;
  pincodeId?: number | null;
  sendAutomatedNotification?: boolean | null;
  notificationDate?: string | null;
  notificationTime?: string | null;
}

/** Which of the conditional fields the form shows (spec 02 §4). */
export function notificationFieldsShown(form: Pick<NotificationForm, 'page' | 'sendAutomatedNotification'>) {
  const automated = Boolean(form.sendAutomatedNotification);
  return {
    link: form.page === 'Link',
    categoryId: form.page === 'Categories',
    productId: form.page === 'Product',
    notificationDate: automated,
    notificationTime: automated,
  };
}

/** The targets when send to all is switched: confirmed clears the places, cancelled turns it off. */
export function afterSendToAllChoice<F extends NotificationForm>(form: F, confirmed: boolean): F {
  if (!confirmed) return { ...form, sendToAll: false };
  return { ...form, sendToAll: true, stateId: null, cityId: null, pincodeId: null };
}

/** What opens in the app: the category id, product id or link, by the page; null otherwise. */
export function notificationParams(
  form: Pick<NotificationForm, 'page' | 'categoryId' | 'productId' | 'link'>,
) {
  switch (form.page) {
    case 'Categories':
      return form.categoryId ? String(form.categoryId) : null;
    case 'Product':
      return form.productId ? String(form.productId) : null;
    case 'Link':
      return form.link ? form.link : null;
    default:
      return null;
  }
}

/** The day before `today` (YYYY-MM-DD): the earliest date the picker allows. */
export function dayBefore(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** India is UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The instant of a date and time (HH:MM) in India. */
export function indiaInstant(date: string, time: string): Date {
  return new Date(new Date(`${date}T${time}:00Z`).getTime() - INDIA_OFFSET_MS);
}

/** When the notification goes out: at once when not automated, else its date and time in India. */
export function notificationSendAt(
  form: Pick<NotificationForm, 'sendAutomatedNotification' | 'notificationDate' | 'notificationTime'>,
  now: Date,
): Date {
  if (form.sendAutomatedNotification && form.notificationDate && form.notificationTime)
    return indiaInstant(form.notificationDate, form.notificationTime);
  return now;
}

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The checks that span fields, on the notification as it will be stored: the page's target,
 * the automated date (not more than a day before `today`, India's day; none given is today,
 * spec 02 §7) and time, and an audience (places, or send to all said explicitly).
 */
export function notificationProblems(form: NotificationForm, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const m = NOTIFICATION_MESSAGES;
  if (form.page === 'Link') {
    if (!form.link) problems.push({ field: 'link', message: m.linkRequired });
    else if (!isWebUrl(form.link)) problems.push({ field: 'link', message: m.invalidUrl });
  }
  if (form.page === 'Categories' && !form.categoryId)
    problems.push({ field: 'categoryId', message: m.category });
  if (form.page === 'Product' && !form.productId) problems.push({ field: 'productId', message: m.product });
  if (form.sendAutomatedNotification) {
    if (form.notificationDate && form.notificationDate < dayBefore(today))
      problems.push({ field: 'notificationDate', message: m.datePast });
    if (!form.notificationTime) problems.push({ field: 'notificationTime', message: m.timeRequired });
    else if (!isNotificationTime(form.notificationTime))
      problems.push({ field: 'notificationTime', message: m.timeStep });
  }
  if (form.sendToAll !== true && !form.stateId && !form.cityId && !form.pincodeId)
    problems.push({ field: 'sendToAll', message: m.noAudience });
  return problems;
}

/**
 * The values a save stores: params from the page's target and only that target kept, country
 * 1, no places when sent to all, no date and time unless automated; an automated one without
 * a date goes out on `today` (India's day, spec 02 §7: the date defaults to today).
 */
export function notificationSavedValues(form: NotificationForm, today?: string) {
  const page = form.page ?? '';
  const keep: string | null = Object.hasOwn(NOTIFICATION_TARGET_FIELD, page)
    ? NOTIFICATION_TARGET_FIELD[page as keyof typeof NOTIFICATION_TARGET_FIELD]
    : null;
  const toAll = form.sendToAll === true;
  const automated = form.sendAutomatedNotification === true;
  return {
    params: notificationParams(form),
    categoryId: keep === 'categoryId' ? (form.categoryId ?? null) : null,
    productId: keep === 'productId' ? (form.productId ?? null) : null,
    link: keep === 'link' ? (form.link ?? null) : null,
    countryId: NOTIFICATION_COUNTRY_ID,
    sendToAll: toAll,
    stateId: toAll ? null : (form.stateId ?? null),
    cityId: toAll ? null : (form.cityId ?? null),
    pincodeId: toAll ? null : (form.pincodeId ?? null),
    sendAutomatedNotification: automated,
    notificationDate: automated ? form.notificationDate || today || null : null,
    notificationTime: automated ? (form.notificationTime ?? null) : null,
  };
}

/** Where a notification's sending stands. */
export const NOTIFICATION_DELIVERY_STATES = ['scheduled', 'sending', 'sent', 'paused'] as const;
export type NotificationDeliveryState = (typeof NOTIFICATION_DELIVERY_STATES)[number];

/** The delivery report of one notification, as the list, fetch and one row's calls answer it. */
export interface NotificationDeliveryReport {
  deliveryState: NotificationDeliveryState | null;
  /** When it goes (or went) out, ISO-8601. */
  sendAt: string | null;
  /** Customers' tokens it was addressed to. */
  targetedCount: number;
  sentCount: number;
  failedCount: number;
  /** Sends a crash cut off: they may have reached the phone; retried only when asked. */
  unknownCount: number;
  /** Failures counted by reason (UNREGISTERED, QUOTA_EXCEEDED, TIMEOUT, ...). */
  failureReasons: Record<string, number>;
  sendStartedAt: string | null;
  sendFinishedAt: string | null;
}

/** Has the notification started going out? Then it can no longer be edited into another. */
export const hasBeenSent = (report: Pick<NotificationDeliveryReport, 'sendStartedAt'>) =>
  report.sendStartedAt !== null;
