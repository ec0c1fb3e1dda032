import { describe, expect, it } from 'vitest';
import { adminCreate, admins } from './admins';
import { adminRoleCreate } from './admins-roles';
import { cities, cityCreate } from './cities';
import { countries, countryCreate } from './countries';
import { pincodeCreate } from './pincodes';
import { stateCreate } from './states';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('location schemas', () => {
  it('states: name 3 to 50, priority a whole number from 0, India by default', () => {
    expect(messages(stateCreate.safeParse({ name: '' }))).toMatchObject({ name: 'Please enter name' });
    expect(messages(stateCreate.safeParse({ name: 'Go', priority: -1 }))).toEqual({
      name: 'Length should be 3 to 50',
      priority: 'Priority should be a whole number, at least 0',
    });
    expect(messages(stateCreate.safeParse({ name: 'Goa', priority: 1.5 }))).toMatchObject({
      priority: 'Priority should be a whole number, at least 0',
    });
    expect(stateCreate.parse({ name: 'Goa' })).toMatchObject({ countryId: 1, priority: 0, enabled: true });
  });

  it('cities: "Length should be 3 to 50", a state, and no country on create', () => {
    expect(messages(cityCreate.safeParse({ name: 'Ab' }))).toEqual({
      name: 'Length should be 3 to 50',
      stateId: 'Please choose a state',
    });
    expect(cityCreate.parse({ name: 'Pune', stateId: 4, countryId: 9, state: { id: 4 } })).toEqual({
      name: 'Pune',
      stateId: 4,
      enabled: true,
    });
    expect(cities.update.parse({ name: 'Pune', countryId: 9 })).toEqual({ name: 'Pune' });
  });

  it('pincodes: both required with "Please enter Pincode"', () => {
    expect(messages(pincodeCreate.safeParse({ pincodeName: '', pincode: '', cityId: 1 }))).toEqual({
      pincodeName: 'Please enter Pincode',
      pincode: 'Please enter Pincode',
    });
    expect(pincodeCreate.parse({ pincodeName: 'Fort', pincode: '400001', cityId: 1 })).toMatchObject({
      isDeliverable: true,
    });
  });

  it('countries: capital codes and a zip length range', () => {
    expect(
      countryCreate.parse({ code: 'np', name: 'Nepal', zipCodeMinLength: 5, zipCodeMaxLength: 5 }),
    ).toMatchObject({ code: 'NP' });
    expect(
      messages(
        countryCreate.safeParse({ code: 'NP', name: 'Nepal', zipCodeMinLength: 6, zipCodeMaxLength: 5 }),
      ),
    ).toEqual({ zipCodeMaxLength: 'Maximum length should not be less than minimum length' });
    expect(countries.update.parse({ zipCodeMinLength: 4 })).toEqual({ zipCodeMinLength: 4 });
  });
});

describe('staff schemas', () => {
  const valid = {
    fullName: 'Asha Verma',
    emailAddress: 'asha@mandi.in',
    mobileNumber: '9876543210',
    password: 'secret',
    adminsRoleId: 2,
  };

  it('admins: the spec lengths and messages', () => {
    expect(adminCreate.safeParse(valid).success).toBe(true);
    expect(
      messages(
        adminCreate.safeParse({
          fullName: 'As',
          emailAddress: 'asha@',
          mobileNumber: '98765',
          password: 'five5',
        }),
      ),
    ).toEqual({
      fullName: 'Length should be 3 to 100',
      emailAddress: 'Please enter valid email',
      mobileNumber: 'Length should be 10 only',
      password: 'Password should be at least 6 characters',
      adminsRoleId: 'Please enter choose a role',
    });
  });

  it('admins: an update never takes a password', () => {
    expect(admins.update.parse({ fullName: 'Asha V', password: 'another' })).toEqual({ fullName: 'Asha V' });
  });

  it('roles: name 3 to 25, known screens stored once in the tree order', () => {
    expect(messages(adminRoleCreate.safeParse({ name: 'QA' }))).toEqual({ name: 'Length should be 3 to 25' });
    expect(
      adminRoleCreate.parse({ name: 'Catalogue desk', routes: ['category', 'brand', 'category'] }),
    ).toMatchObject({
      routes: ['category', 'brand'],
    });
    expect(messages(adminRoleCreate.safeParse({ name: 'Catalogue desk', routes: ['brands'] }))).toEqual({
      'routes.0': 'Unknown screen',
    });
  });
});
