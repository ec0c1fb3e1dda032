import { describe, expect, it } from 'vitest';
import { indiaDay } from '../dashboard/periods';
import { notificationCreate } from '../resources/notifications';
import {
  afterSendToAllChoice,
  indiaInstant,
  NOTIFICATION_TIMES,
  notificationFieldsShown,
  notificationParams,
  notificationProblems,
  notificationSavedValues,
  notificationSendAt,
} from './notification-form';

const base = { title: 'Fresh mangoes', message: 'Alphonso is in', page: 'Home', cityId: 3 };
const messagesOf = (body: object) => {
  const result = notificationCreate.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('notification form visibility', () => {
  it('shows the link, category or product only for their page', () => {
    expect(notificationFieldsShown({ page: 'Link' })).toMatchObject({
      link: true,
      categoryId: false,
      productId: false,
    });
    expect(notificationFieldsShown({ page: 'Categories' })).toMatchObject({ link: false, categoryId: true });
    expect(notificationFieldsShown({ page: 'Product' })).toMatchObject({
      productId: true,
      categoryId: false,
    });
    expect(notificationFieldsShown({ page: 'Home' })).toMatchObject({
      link: false,
      categoryId: false,
      productId: false,
    });
  });

  it('shows date and time only when automated', () => {
    expect(notificationFieldsShown({ page: 'Home', sendAutomatedNotification: true })).toMatchObject({
      notificationDate: true,
      notificationTime: true,
    });
    expect(notificationFieldsShown({ page: 'Home' })).toMatchObject({
      notificationDate: false,
      notificationTime: false,
    });
  });

  it('send to all: cancelling turns it off, confirming clears the places', () => {
    const form = { sendToAll: true, stateId: 1, cityId: 2, pincodeId: 3 };
    expect(afterSendToAllChoice(form, false)).toEqual({ ...form, sendToAll: false });
    expect(afterSendToAllChoice(form, true)).toEqual({
      sendToAll: true,
      stateId: null,
      cityId: null,
      pincodeId: null,
    });
  });

  it('offers 96 times from 00:00 to 23:45 in 15-minute steps', () => {
    expect(NOTIFICATION_TIMES).toHaveLength(96);
    expect(NOTIFICATION_TIMES[0]).toBe('00:00');
    expect(NOTIFICATION_TIMES[1]).toBe('00:15');
    expect(NOTIFICATION_TIMES[95]).toBe('23:45');
  });
});

describe('notification params and saved values', () => {
  it('takes params from the category id, product id or link by the page', () => {
    expect(notificationParams({ page: 'Categories', categoryId: 7, productId: 9 })).toBe('7');
    expect(notificationParams({ page: 'Product', categoryId: 7, productId: 9 })).toBe('9');
    expect(notificationParams({ page: 'Link', link: 'https://mandi.example/offer' })).toBe(
      'https://mandi.example/offer',
    );
    expect(notificationParams({ page: 'Home', categoryId: 7 })).toBeNull();
  });

  it('keeps only the page target, country 1, no places when sent to all, no date unless automated', () => {
    const saved = notificationSavedValues({
      page: 'Product',
      productId: 9,
      categoryId: 7,
      link: 'https://x.example',
      sendToAll: true,
      stateId: 4,
      cityId: 5,
      notificationDate: '2026-01-01',
      notificationTime: '10:00',
    });
    expect(saved).toMatchObject({
      params: '9',
      productId: 9,
      categoryId: null,
      link: null,
      countryId: 1,
      sendToAll: true,
      stateId: null,
      cityId: null,
      pincodeId: null,
      notificationDate: null,
      notificationTime: null,
    });
    expect(notificationSavedValues({ page: 'Home', cityId: 5, sendToAll: false })).toMatchObject({
      cityId: 5,
    });
  });

  it('dates an automated notification without a date today (spec 02 §7), and keeps a date given', () => {
    const auto = { page: 'Home', cityId: 5, sendAutomatedNotification: true, notificationTime: '18:00' };
    expect(notificationSavedValues(auto, '2026-03-10').notificationDate).toBe('2026-03-10');
    expect(notificationSavedValues({ ...auto, notificationDate: '' }, '2026-03-10').notificationDate).toBe(
      '2026-03-10',
    );
    expect(
      notificationSavedValues({ ...auto, notificationDate: '2026-03-12' }, '2026-03-10').notificationDate,
    ).toBe('2026-03-12');
    expect(
      notificationSavedValues({ ...auto, sendAutomatedNotification: false }, '2026-03-10'),
    ).toMatchObject({
      notificationDate: null,
    });
  });
});

describe('notification rules', () => {
  const today = '2026-03-10';

  it('needs the page target with the spec messages', () => {
    expect(notificationProblems({ ...base, page: 'Link' }, today)).toEqual([
      { field: 'link', message: 'Please enter link' },
    ]);
    expect(notificationProblems({ ...base, page: 'Link', link: 'not a url' }, today)).toEqual([
      { field: 'link', message: 'Invalid URL format' },
    ]);
    expect(notificationProblems({ ...base, page: 'Categories' }, today)).toEqual([
      { field: 'categoryId', message: 'Please select category' },
    ]);
    expect(notificationProblems({ ...base, page: 'Product' }, today)).toEqual([
      { field: 'productId', message: 'Please select product' },
    ]);
    expect(notificationProblems({ ...base, page: 'Home', link: 'junk' }, today)).toEqual([]);
  });

  it('allows a date at most one day in the past, in 15-minute steps', () => {
    const auto = { ...base, sendAutomatedNotification: true, notificationTime: '09:15' };
    expect(notificationProblems({ ...auto, notificationDate: '2026-03-09' }, today)).toEqual([]);
    expect(notificationProblems({ ...auto, notificationDate: '2026-03-08' }, today)).toEqual([
      { field: 'notificationDate', message: 'Date should not be more than a day in the past' },
    ]);
    expect(
      notificationProblems({ ...auto, notificationDate: today, notificationTime: '09:10' }, today),
    ).toEqual([
      { field: 'notificationTime', message: 'Please choose a time in 15-minute steps from 00:00 to 23:45' },
    ]);
    // No date is today (spec 02 §7); the time has no default.
    expect(
      notificationProblems({ ...base, sendAutomatedNotification: true }, today).map((p) => p.field),
    ).toEqual(['notificationTime']);
  });

  it('refuses no audience unless send to all is said', () => {
    const { cityId: _, ...noPlace } = base;
    expect(notificationProblems(noPlace, today)).toEqual([
      { field: 'sendToAll', message: 'Please choose a state, city or pincode, or send to all users' },
    ]);
    expect(notificationProblems({ ...noPlace, sendToAll: true }, today)).toEqual([]);
  });

  it('field messages of the schema are the spec words', () => {
    expect(messagesOf({ ...base, title: 'ab' })).toEqual(['title: Length should be 3 to 50']);
    expect(messagesOf({ ...base, title: 'x'.repeat(51) })).toEqual(['title: Length should be 3 to 50']);
    expect(messagesOf({ ...base, message: 'x'.repeat(101) })).toEqual(['message: Length should be 3 to 100']);
    expect(messagesOf({ ...base, page: undefined })).toEqual(['page: Please select page']);
    expect(messagesOf({ ...base, platform: 'windows' })).toEqual(['platform: Please select platform']);
    expect(messagesOf({ ...base, notificationTime: '24:00' })).toHaveLength(1);
    expect(messagesOf({ ...base, notificationDate: '2026-02-30' })).toEqual([
      'notificationDate: Please select date',
    ]);
    expect(messagesOf({ ...base, notificationDate: '0000-01-01' })).toEqual([
      'notificationDate: Please select date',
    ]);
    expect(messagesOf({ ...base, platform: 'ios', appVersion: '0.0.1' })).toEqual([]);
  });

  it('drops nested objects and params from the body', () => {
    const parsed = notificationCreate.parse({ ...base, country: { id: 1 }, params: 'x' });
    expect(parsed).not.toHaveProperty('country');
    expect(parsed).not.toHaveProperty('params');
  });
});

describe('India time', () => {
  it('cuts the day at midnight in India', () => {
    expect(indiaDay(new Date('2026-03-09T18:29:00Z'))).toBe('2026-03-09');
    expect(indiaDay(new Date('2026-03-09T18:30:00Z'))).toBe('2026-03-10');
  });

  it('sends at once unless automated, else at date and time in India', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    expect(notificationSendAt({ sendAutomatedNotification: false }, now)).toBe(now);
    expect(
      notificationSendAt(
        { sendAutomatedNotification: true, notificationDate: '2026-03-10', notificationTime: '09:30' },
        now,
      ),
    ).toEqual(new Date('2026-03-10T04:00:00Z'));
    expect(indiaInstant('2026-03-10', '00:00').toISOString()).toBe('2026-03-09T18:30:00.000Z');
  });
});
