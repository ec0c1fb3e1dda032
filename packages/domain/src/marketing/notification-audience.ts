/**
 * Who a notification's phone rules reach: its platform (android or ios) and its app version,
 * against each customer's last known phone (the device data of their newest order with one).
 *
 * The app version reaches customers on THAT VERSION OR OLDER (docs/DECISIONS.md): the usual
 * notification with a version is "you are still on 1.2.0, please update", which is meant for
 * 1.1.x too and never for 1.3.0. Versions compare part by part as numbers (1.10.0 is newer
 * than 1.9.3), missing parts count as 0 (1.2 is 1.2.0). Pure: the server's audience query
 * (in SQL, the same rule), the form's reach and the tests use these.
 */
import { NOTIFICATION_PLATFORMS, type NotificationPlatform } from './notification-form';

/** An app version as staff type it and apps report it: 1 to 4 numbers of up to 4 digits, dotted. */
export const APP_VERSION_PATTERN = /^\d{1,4}(\.\d{1,4}){0,3}$/;
/** Versions compare on this many parts (the missing ones are 0). */
export const APP_VERSION_PARTS = 4;

/** The help the form gives under the app version. */
export const APP_VERSION_HELP =
  'Reaches customers on this version or older (1.2.0 reaches 1.1.9 and 1.2.0, not 1.2.1), by the app of their latest order. Empty: every version.';

/** The parts of a version, padded to four (1.2 is [1, 2, 0, 0]); null when it is not one. */
export function parseAppVersion(value: unknown): number[] | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!APP_VERSION_PATTERN.test(text)) return null;
  const parts = text.split('.').map(Number);
  while (parts.length < APP_VERSION_PARTS) parts.push(0);
  return parts;
}

/** The version as kept on a customer: trimmed when it is one, else null. */
export function normaliseAppVersion(value: unknown): string | null {
  return parseAppVersion(value) ? (value as string).trim() : null;
}

/** A phone's platform as kept on a customer: android or ios whatever its case, else null. */
export function normalisePlatform(value: unknown): NotificationPlatform | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return (NOTIFICATION_PLATFORMS as readonly string[]).includes(lower)
    ? (lower as NotificationPlatform)
    : null;
}

/** Negative when a is older than b, 0 when the same version, positive when newer. */
export function compareAppVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < APP_VERSION_PARTS; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export interface AudienceDevice {
  platform?: string | null;
  appVersion?: string | null;
}

/**
 * Does a notification with these phone rules reach a customer with this last known phone?
 * No rule: everyone. A platform: only customers on it. A version: only customers whose app is
 * that version or older. A customer with no known phone is reached only when there is no rule.
 */
export function deviceReached(customer: AudienceDevice, rules: AudienceDevice): boolean {
  if (rules.platform && normalisePlatform(customer.platform) !== rules.platform) return false;
  const wanted = parseAppVersion(rules.appVersion);
  if (rules.appVersion && wanted) {
    const has = parseAppVersion(customer.appVersion);
    if (!has || compareAppVersions(has, wanted) > 0) return false;
  }
  return true;
}
