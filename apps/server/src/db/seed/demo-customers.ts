import type { Tx } from '../client';
import { addresses, contacts, organizations, users, usersRoles } from '../schema';
import { insertAll } from './bulk';
import { DAY } from './dates';
import {
  BUILDINGS,
  EMAIL_DOMAINS,
  FEMALE_NAMES,
  LANDMARKS,
  MALE_NAMES,
  ORGANIZATIONS,
  SURNAMES,
} from './demo-customers-data';
import type { SeededCity, SeededPincode } from './demo-locations';
import { makeFssai, makeGstin, makePan } from './indian-ids';
import type { Random } from './random';

export const DEMO_CUSTOMER_COUNT = 200;

export interface SeededAddress {
  id: number;
  name: string;
  line1: string;
  line2: string;
  city: SeededCity;
  pincode: SeededPincode;
}

export interface SeededCustomer {
  id: number;
  fullName: string;
  status: 'Pending' | 'Approved' | 'Rejected';
  enabled: boolean;
  /** Buys for an organization (a shop, a restaurant): bigger baskets. */
  business: boolean;
  registered: Date;
  address: SeededAddress;
}

interface Person {
  first: string;
  last: string;
  gender: 'male' | 'female';
}

type Place = { city: SeededCity; pincode: SeededPincode };
type PlannedPerson = Person & Place & { line1: string };

/** The seeded random's makers of people, places, flats, mobiles and emails (each mobile and email once). */
function customerMakers(cities: SeededCity[], random: Random) {
  const served = cities.filter((city) => city.pincodes.some((p) => p.isDeliverable));
  const person = (): Person => {
    const gender = random.chance(0.5) ? 'female' : 'male';
    return {
      first: random.pick(gender === 'female' ? FEMALE_NAMES : MALE_NAMES),
      last: random.pick(SURNAMES),
      gender,
    };
  };
  // Most customers live where the store delivers; a few signed up from elsewhere.
  const place = (): Place => {
    const city = random.chance(0.92) ? random.pick(served) : random.pick(cities);
    const deliverable = city.pincodes.filter((p) => p.isDeliverable);
    const pincode =
      deliverable.length > 0 && random.chance(0.95) ? random.pick(deliverable) : random.pick(city.pincodes);
    return { city, pincode };
  };
  const line1 = () => `Flat ${random.int(1, 14)}0${random.int(1, 4)}, ${random.pick(BUILDINGS)}`;

  const mobiles = new Set<string>();
  const emails = new Set<string>();
  const mobile = () => {
    let number: string;
    do number = `${random.int(6, 9)}${random.digits(9)}`;
    while (mobiles.has(number));
    mobiles.add(number);
    return number;
  };
  const email = (p: Person) => {
    const base = `${p.first}.${p.last}`.toLowerCase();
    let address = `${base}@${random.pick(EMAIL_DOMAINS)}`;
    for (let n = 2; emails.has(address); n++) address = `${base}${n}@${random.pick(EMAIL_DOMAINS)}`;
    emails.add(address);
    return address;
  };
  const jitter = () => (random.next() - 0.5) * 0.08;
  return { random, person, place, line1, mobile, email, jitter };
}

type Makers = ReturnType<typeof customerMakers>;

/** The organizations, owned by the first customers, in a city of their own. */
function organizationRows(people: PlannedPerson[], random: Random) {
  return ORGANIZATIONS.map(([name, , holder], index) => {
    const owner = people[index]!;
    const pan = makePan(random, holder, holder === 'P' ? owner.last : name);
    return {
      name,
      panNumber: pan,
      gstNumber: makeGstin(owner.city.gstCode, pan, random.int(1, 3)),
      fssaiNumber: makeFssai(random, owner.city.gstCode),
      enabled: index !== ORGANIZATIONS.length - 1,
    };
  });
}

type OrganizationRow = ReturnType<typeof organizationRows>[number];
type CustomerRole = 'Customer' | 'Retailer' | 'Restaurant' | 'Caterer';

/** A customer's user row: who, how to reach them, their state, their organization's ids. */
function userRow(
  make: Makers,
  p: PlannedPerson,
  org: (OrganizationRow & { id: number; kind: CustomerRole }) | null,
  roleId: (name: CustomerRole) => number,
  now: Date,
) {
  const { random } = make;
  const registered = new Date(now.getTime() - random.int(1, 240) * DAY - random.int(0, DAY));
  const individualPan = !org && random.chance(0.08) ? makePan(random, 'P', p.last) : null;
  return {
    fullName: `${p.first} ${p.last}`,
    mobileNumber: make.mobile(),
    emailAddress: random.chance(0.95) ? make.email(p) : null,
    status: random.weighted([
      ['Approved', 80],
      ['Pending', 15],
      ['Rejected', 5],
    ] as const),
    enabled: random.chance(0.96),
    usersRoleId: roleId(org ? org.kind : 'Customer'),
    organizationId: org?.id ?? null,
    panNumber: org?.panNumber ?? individualPan,
    gstNumber: org?.gstNumber ?? null,
    gender: p.gender,
    registeredOn: registered,
    pushId: random.chance(0.75) ? `fcm_${random.letters(8)}${random.digits(12)}${random.letters(12)}` : null,
    address: `${p.line1}, ${p.pincode.name}`,
    city: p.city.name,
    state: p.city.stateName,
    pincode: p.pincode.pincode,
    coordinates: { x: round6(p.city.lng + make.jitter()), y: round6(p.city.lat + make.jitter()) },
    createdTimestamp: registered,
    updatedTimestamp: registered,
  };
}

type UserRow = ReturnType<typeof userRow>;

/** One contact per customer, a second for some (a family member or a shop manager). */
function contactRows(make: Makers, userRows: UserRow[], userIds: number[]) {
  return userRows.flatMap((user, index) => {
    const own = {
      userId: userIds[index]!,
      organizationId: user.organizationId,
      contactPersonName: user.fullName,
      emailAddress: user.emailAddress,
      mobileNumber: user.mobileNumber,
    };
    if (!make.random.chance(0.12)) return [own];
    const other = make.person();
    return [
      own,
      {
        ...own,
        contactPersonName: `${other.first} ${other.last}`,
        emailAddress: null,
        mobileNumber: make.mobile(),
      },
    ];
  });
}

/**
 * An address per contact: the customer's own first (their home), elsewhere for a second
 * contact. `firstAddressIndex` maps each customer to their own address.
 */
function addressRows(
  make: Makers,
  people: PlannedPerson[],
  contacts: ReturnType<typeof contactRows>,
  ids: { users: number[]; contacts: number[] },
) {
  const firstAddressIndex = new Map<number, number>();
  const rows = contacts.map((contact, index) => {
    const userIndex = ids.users.indexOf(contact.userId);
    const p = people[userIndex]!;
    const own = !firstAddressIndex.has(userIndex);
    if (own) firstAddressIndex.set(userIndex, index);
    const [first, ...rest] = contact.contactPersonName.split(' ');
    const where = own ? p : { ...p, ...make.place() };
    return {
      contactId: ids.contacts[index]!,
      name: contact.contactPersonName,
      firstName: first ?? null,
      lastName: rest.join(' ') || null,
      companyName: contact.organizationId ? (ORGANIZATIONS[userIndex]?.[0] ?? null) : null,
      line1: own ? p.line1 : make.line1(),
      line2: `${make.random.pick(LANDMARKS)}, ${where.pincode.name}`,
      mobileNumber: contact.mobileNumber,
      emailAddress: contact.emailAddress,
      stateId: where.city.stateId,
      cityId: where.city.id,
      pincodeId: where.pincode.id,
      where,
    };
  });
  return { rows, firstAddressIndex };
}

/** Customers (some buying for an organization), their contacts and delivery addresses. */
export async function seedCustomers(tx: Tx, cities: SeededCity[], random: Random, now: Date) {
  const roleNames = ['Customer', 'Retailer', 'Restaurant', 'Caterer'] as const;
  const roleIds = await insertAll(
    tx,
    usersRoles,
    roleNames.map((name) => ({ name })),
  );
  const roleId = (name: CustomerRole) => roleIds[roleNames.indexOf(name)]!;

  const make = customerMakers(cities, random);
  const people = Array.from({ length: DEMO_CUSTOMER_COUNT }, () => ({
    ...make.person(),
    ...make.place(),
    line1: make.line1(),
  }));

  const orgRows = organizationRows(people, random);
  const orgIds = await insertAll(tx, organizations, orgRows);

  const userRows = people.map((p, index) => {
    const org =
      index < orgRows.length
        ? { id: orgIds[index]!, ...orgRows[index]!, kind: ORGANIZATIONS[index]![1] }
        : null;
    return userRow(make, p, org, roleId, now);
  });
  const userIds = await insertAll(tx, users, userRows);

  const contactsToAdd = contactRows(make, userRows, userIds);
  const contactIds = await insertAll(tx, contacts, contactsToAdd);

  const planned = addressRows(make, people, contactsToAdd, { users: userIds, contacts: contactIds });
  const addressIds = await insertAll(
    tx,
    addresses,
    planned.rows.map(({ where: _where, ...row }) => row),
  );

  return userRows.map((user, index): SeededCustomer => {
    const a = planned.firstAddressIndex.get(index)!;
    const row = planned.rows[a]!;
    return {
      id: userIds[index]!,
      fullName: user.fullName,
      status: user.status,
      enabled: user.enabled,
      business: user.organizationId !== null,
      registered: user.registeredOn,
      address: {
        id: addressIds[a]!,
        name: row.name,
        line1: row.line1,
        line2: row.line2,
        city: row.where.city,
        pincode: row.where.pincode,
      },
    };
  });
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
