import { describe, expect, it } from 'vitest';
import { deliveryStateOf, reasonsLine, scheduleLine } from './notification-delivery';
import { retryableOf, retrySentence } from './notification-retry';
import { audienceOf, copyOf, type Notification, opensOf } from './notification-screen';
import { phoneWords } from './notification-targets';

const base = {
  id: 9,
  title: 'Mango mela',
  enabled: true,
  deliveryState: null,
  sendAt: null,
  targetedCount: 0,
  sentCount: 0,
  failedCount: 0,
  unknownCount: 0,
  failureReasons: {},
  sendStartedAt: null,
  sendFinishedAt: null,
  sendAutomatedNotification: false,
  notificationDate: null,
  notificationTime: null,
} as const;

describe('a notification in words', () => {
  it('says where its sending stands', () => {
    expect(deliveryStateOf({ ...base }).label).toBe('Not sent');
    expect(deliveryStateOf({ ...base, deliveryState: 'scheduled' }).label).toBe('Scheduled');
    expect(deliveryStateOf({ ...base, deliveryState: 'scheduled', enabled: false }).label).toBe('Paused');
    expect(deliveryStateOf({ ...base, deliveryState: 'sending' }).label).toBe('Sending');
    expect(deliveryStateOf({ ...base, deliveryState: 'sent', sentCount: 4 }).label).toBe('Sent');
    expect(deliveryStateOf({ ...base, deliveryState: 'sent', failedCount: 1 }).label).toBe(
      'Sent with failures',
    );
    expect(deliveryStateOf({ ...base, deliveryState: 'sent', unknownCount: 2 }).label).toBe(
      'Sent, some unknown',
    );
  });

  it('says when it goes or went out, India time', () => {
    const at = '2026-11-24T04:00:00.000Z';
    expect(scheduleLine({ ...base, deliveryState: 'scheduled', sendAt: at })).toBe(
      'Goes out Tue, 24th Nov 2026, 09:30 AM',
    );
    expect(scheduleLine({ ...base, deliveryState: 'sent', sendAt: at, sendStartedAt: at })).toBe(
      'Went out Tue, 24th Nov 2026, 09:30 AM',
    );
    expect(
      scheduleLine({
        ...base,
        sendAutomatedNotification: true,
        notificationDate: '2026-11-28',
        notificationTime: '07:30',
      }),
    ).toBe('Set for Sat, 28th Nov 2026, 07:30');
    expect(scheduleLine({ ...base })).toBe('No delivery recorded');
  });

  it('counts the failures by reason, most first', () => {
    expect(reasonsLine({ QUOTA_EXCEEDED: 1, UNREGISTERED: 1200, INTERRUPTED: 0 })).toBe(
      'UNREGISTERED 1,200, QUOTA_EXCEEDED 1',
    );
    expect(reasonsLine({})).toBe('');
  });

  it('retries the failures that may yet arrive, not the dead tokens', () => {
    expect(retryableOf({ failedCount: 5, failureReasons: { UNREGISTERED: 3, TIMEOUT: 2 } })).toBe(2);
    expect(retryableOf({ failedCount: 3, failureReasons: { UNREGISTERED: 3 } })).toBe(0);
    expect(retryableOf({ failedCount: 0, failureReasons: {} })).toBe(0);
  });

  it('says whom a retry sends to: the unknown ones only when they are included', () => {
    expect(retrySentence(2, 500, false)).toBe('Sending again to the 2 that failed');
    expect(retrySentence(2, 500, true)).toBe('Sending again to the 2 that failed and the 500 unknown');
    expect(retrySentence(0, 1200, true)).toBe('Sending again to the 1,200 unknown');
  });

  it('names its audience by the most precise place, and what a tap opens', () => {
    const row = {
      sendToAll: false,
      stateId: 11,
      cityId: 6,
      pincodeId: null,
      state: { name: 'Karnataka' },
      city: { name: 'Bengaluru' },
      page: 'Categories',
      categoryId: 8,
      category: { name: 'Fresh Fruits' },
      params: '8',
    } as unknown as Notification;
    expect(audienceOf(row)).toBe('Bengaluru, Karnataka');
    expect(audienceOf({ ...row, sendToAll: true })).toBe('All customers');
    expect(opensOf(row)).toBe('category Fresh Fruits');
    expect(opensOf({ ...row, page: 'Link', link: 'https://mandi.example.in/x' })).toBe(
      'https://mandi.example.in/x',
    );
    expect(opensOf({ ...row, page: 'Home' })).toBe('Home');
  });

  it('copies what was said and to whom, never its report nor a send to all', () => {
    const copy = copyOf({
      ...base,
      title: 'Mango mela',
      sendToAll: true,
      stateId: 3,
    } as unknown as Notification);
    expect(copy).toMatchObject({ title: 'Mango mela', stateId: 3 });
    expect(copy).not.toHaveProperty('sendToAll');
    expect(copy).not.toHaveProperty('sentCount');
    expect(copy).not.toHaveProperty('id');
  });
});

describe('the reach in words', () => {
  it('names the phone rules as they are chosen, a version only once it reads like one', () => {
    expect(phoneWords({})).toBe('');
    expect(phoneWords({ platform: 'android' })).toBe(' on Android');
    expect(phoneWords({ platform: 'ios', appVersion: '1.2.0' })).toBe(' on iOS, app 1.2.0 or older');
    expect(phoneWords({ appVersion: '1.2.' })).toBe('');
  });
});
