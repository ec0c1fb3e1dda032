import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES } from '../customers/tax-ids';
import { contactCreate, contactMobileDigits } from './contacts';
import { organizationCreate, organizations } from './organizations';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('organizationCreate', () => {
  const good = { name: 'Hotel Udupi Krishna', gstNumber: '27AAPFU0939F1ZV', panNumber: 'AAPFU0939F' };

  it('takes a good organization, numbers upper-cased, FSSAI optional, enabled by default', () => {
    const parsed = organizationCreate.parse({ ...good, gstNumber: ' 27aapfu0939f1zv', fssaiNumber: '' });
    expect(parsed).toEqual({ ...good, enabled: true, fssaiNumber: null });
  });

  it('says on the GST field when the GSTIN carries another PAN, as the browser and the server do', () => {
    expect(issues(organizationCreate.safeParse({ ...good, panNumber: 'AAPCU0939F' }))).toEqual([
      ['gstNumber', GSTIN_MESSAGES.panPart],
    ]);
  });

  it('gives the spec’s required messages', () => {
    expect(issues(organizationCreate.safeParse({}))).toEqual([
      ['name', 'Please enter name'],
      ['gstNumber', 'Please enter GST number'],
      ['panNumber', 'Please enter PAN number'],
    ]);
  });

  it('is served under /api/Organizations, as the spec spells it', () => {
    expect(organizations.name).toBe('Organizations');
    expect(organizations.savedMessage).toBe('Organization saved successfully');
  });
});

describe('contactCreate', () => {
  it('keeps a mobile as its 10 digits, typed with +91, spaces or dashes', () => {
    expect(contactMobileDigits('+91 98765-43210')).toBe('9876543210');
    expect(contactMobileDigits('(98765) 43210')).toBe('9876543210');
    const parsed = contactCreate.parse({
      userId: 4,
      contactPersonName: 'Ramesh Patel',
      mobileNumber: '+91 98765 43210',
    });
    expect(parsed).toMatchObject({ mobileNumber: '9876543210', enabled: true });
  });

  it('gives the spec’s messages', () => {
    expect(
      issues(
        contactCreate.safeParse({
          userId: 4,
          contactPersonName: 'Al',
          emailAddress: 'ramesh@',
          mobileNumber: '98765',
        }),
      ),
    ).toEqual([
      ['contactPersonName', 'Length should be 3 to 150'],
      ['emailAddress', 'Please enter valid email'],
      ['mobileNumber', 'Length should be 10 only'],
    ]);
    expect(issues(contactCreate.safeParse({ userId: 4 }))).toEqual([
      ['contactPersonName', 'Please enter contact person name'],
    ]);
  });

  it('lets email and mobile be left empty', () => {
    const parsed = contactCreate.parse({
      userId: 4,
      contactPersonName: 'Store Manager',
      emailAddress: '',
      mobileNumber: ' ',
    });
    expect(parsed).toMatchObject({ emailAddress: null, mobileNumber: null });
  });
});
