import { describe, expect, it } from 'vitest';
import { eligibleUserCountBody, notificationCreate } from '../resources/notifications';
import {
  compareAppVersions,
  deviceReached,
  normaliseAppVersion,
  normalisePlatform,
  parseAppVersion,
} from './notification-audience';

describe('app versions', () => {
  it('parses dotted numbers, padded to four parts, and nothing else', () => {
    expect(parseAppVersion('1.2.3')).toEqual([1, 2, 3, 0]);
    expect(parseAppVersion(' 1.2 ')).toEqual([1, 2, 0, 0]);
    expect(parseAppVersion('2')).toEqual([2, 0, 0, 0]);
    expect(parseAppVersion('1.10.0.7')).toEqual([1, 10, 0, 7]);
    for (const bad of ['', 'latest', '1.2.3.4.5', '1..2', 'v1.2', '1.2.', '1.2.3-beta', '12345', null, 12])
      expect(parseAppVersion(bad), String(bad)).toBeNull();
    expect(normaliseAppVersion(' 1.4.2 ')).toBe('1.4.2');
    expect(normaliseAppVersion('1.4.2 (build 88)')).toBeNull();
  });

  it('compares part by part as numbers, missing parts as 0', () => {
    expect(compareAppVersions([1, 10, 0, 0], [1, 9, 3, 0])).toBeGreaterThan(0);
    expect(compareAppVersions(parseAppVersion('1.2')!, parseAppVersion('1.2.0')!)).toBe(0);
    expect(compareAppVersions(parseAppVersion('1.1.9')!, parseAppVersion('1.2.0')!)).toBeLessThan(0);
  });

  it('normalises the platform to android or ios whatever its case, anything else to null', () => {
    expect(normalisePlatform('Android')).toBe('android');
    expect(normalisePlatform(' iOS ')).toBe('ios');
    expect(normalisePlatform('IOS')).toBe('ios');
    for (const other of ['web', 'ipados', '', null, undefined, 3])
      expect(normalisePlatform(other)).toBeNull();
  });
});

describe('who the phone rules reach', () => {
  const android120 = { platform: 'android', appVersion: '1.2.0' };
  const ios130 = { platform: 'ios', appVersion: '1.3.0' };
  const unknown = { platform: null, appVersion: null };

  it('reaches everyone, even customers with no known phone, when there is no rule', () => {
    for (const customer of [android120, ios130, unknown]) expect(deviceReached(customer, {})).toBe(true);
  });

  it('a platform reaches its customers only', () => {
    expect(deviceReached(android120, { platform: 'android' })).toBe(true);
    expect(deviceReached(ios130, { platform: 'android' })).toBe(false);
    expect(deviceReached(unknown, { platform: 'ios' })).toBe(false);
  });

  it('a version reaches that version or older, compared as numbers', () => {
    const rule = { appVersion: '1.2.0' };
    expect(deviceReached({ appVersion: '1.2.0' }, rule)).toBe(true);
    expect(deviceReached({ appVersion: '1.2' }, rule)).toBe(true);
    expect(deviceReached({ appVersion: '1.1.9' }, rule)).toBe(true);
    expect(deviceReached({ appVersion: '0.9.12' }, rule)).toBe(true);
    expect(deviceReached({ appVersion: '1.2.1' }, rule)).toBe(false);
    expect(deviceReached({ appVersion: '1.10.0' }, { appVersion: '1.9.0' })).toBe(false);
    expect(deviceReached(unknown, rule)).toBe(false);
  });

  it('both rules together', () => {
    expect(deviceReached(android120, { platform: 'android', appVersion: '1.2.0' })).toBe(true);
    expect(deviceReached(ios130, { platform: 'ios', appVersion: '1.2.0' })).toBe(false);
    expect(deviceReached(android120, { platform: 'ios', appVersion: '1.3.0' })).toBe(false);
  });
});

describe('the app version field', () => {
  const base = { title: 'Please update', message: 'A faster app is out', page: 'Home', sendToAll: true };
  it('takes 1.2.3 and refuses anything else with the form words', () => {
    expect(notificationCreate.safeParse({ ...base, appVersion: '1.2.3' }).success).toBe(true);
    const refused = notificationCreate.safeParse({ ...base, appVersion: '1.2.x' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a version like 1.2.3',
    ]);
    const count = eligibleUserCountBody.safeParse({ platform: 'android', appVersion: 'new' });
    expect(count.error?.issues.map((issue) => issue.message)).toEqual(['Please enter a version like 1.2.3']);
    expect(eligibleUserCountBody.parse({ platform: 'ios', appVersion: '' })).toEqual({
      platform: 'ios',
      appVersion: null,
    });
  });
});
