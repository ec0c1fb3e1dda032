import {
  type AddressImportRow,
  addressImportRow,
  addressRowPlace,
  type CustomerKey,
  customerKeyOf,
  type ImportAnswer,
  type ImportFailure,
  pincodeProblem,
} from '@mandi/domain';
import type { Db } from '../../db/client';
import { type Author, recordAudit } from '../../lib/audit';
import { addressKey, type NewAddress, addressesRepository as repository } from './addresses.repository';

const describeKey = (key: CustomerKey) =>
  'mobile' in key ? `the mobile number ${key.mobile}` : `the email ${key.email}`;

type ValidRow = { index: number; row: AddressImportRow; key: CustomerKey };
type Fail = (index: number, message: string) => void;

/** The rows that parse, with a known pincode shape and a customer key; the others fail. */
function validRows(rows: readonly unknown[], fail: Fail): ValidRow[] {
  const valid: ValidRow[] = [];
  rows.forEach((raw, index) => {
    const parsed = addressImportRow.safeParse(raw);
    if (!parsed.success) {
      fail(index, parsed.error.issues[0]?.message ?? 'Invalid row');
      return;
    }
    const problem = pincodeProblem(parsed.data.pincode);
    const key = customerKeyOf(parsed.data);
    if (problem) fail(index, problem);
    else if (typeof key === 'string') fail(index, key);
    else valid.push({ index, row: parsed.data, key });
  });
  return valid;
}

/** What the batch needs from the store in a few queries: places, customers, their contacts and addresses. */
async function lookUp(db: Db, valid: ValidRow[]) {
  const [places, byMobile, byEmail] = await Promise.all([
    repository.placesOfPincodes(
      db,
      valid.map(({ row }) => row.pincode),
    ),
    repository.customersByMobile(
      db,
      valid.flatMap(({ key }) => ('mobile' in key ? [key.mobile] : [])),
    ),
    repository.customersByEmail(
      db,
      valid.flatMap(({ key }) => ('email' in key ? [key.email] : [])),
    ),
  ]);
  const userOf = (key: CustomerKey) => ('mobile' in key ? byMobile.get(key.mobile) : byEmail.get(key.email));
  const contacts = await repository.firstContacts(
    db,
    valid.flatMap(({ key }) => {
      const userId = userOf(key);
      return userId === undefined ? [] : [userId];
    }),
  );
  const stored = await repository.storedKeys(db, [...contacts.values()]);
  return { places, userOf, contacts, stored };
}

/** The address row to insert, on the contact, in the place the pincode found. */
const newAddressOf = (
  row: AddressImportRow,
  contactId: number,
  place: { countryId: number; stateId: number; cityId: number; pincodeId: number },
  actorId: number | null,
): NewAddress => ({
  contactId,
  name: row.name,
  firstName: row.firstName ?? null,
  middleName: row.middleName ?? null,
  lastName: row.lastName ?? null,
  companyName: row.companyName ?? null,
  line1: row.line1 ?? null,
  line2: row.line2 ?? null,
  region: row.region ?? null,
  mobileNumber: row.mobileNumber,
  emailAddress: row.emailAddress,
  fax: row.fax ?? null,
  countryId: place.countryId,
  stateId: place.stateId,
  cityId: place.cityId,
  pincodeId: place.pincodeId,
  createdBy: actorId,
  updatedBy: actorId,
});

/** The addresses to add: each row's place, customer and contact found, not stored yet, not repeated. */
function freshAddresses(
  valid: ValidRow[],
  found: Awaited<ReturnType<typeof lookUp>>,
  actorId: number | null,
  fail: Fail,
) {
  const seen = new Set<string>();
  const fresh: NewAddress[] = [];
  for (const { index, row, key } of valid) {
    const place = addressRowPlace(row, found.places);
    if (typeof place === 'string') {
      fail(index, place);
      continue;
    }
    const userId = found.userOf(key);
    if (userId === undefined) {
      fail(index, `No customer has ${describeKey(key)}`);
      continue;
    }
    const contactId = found.contacts.get(userId);
    if (contactId === undefined) {
      fail(index, `The customer with ${describeKey(key)} has no contact; add a contact first`);
      continue;
    }
    const address = newAddressOf(row, contactId, place, actorId);
    const same = addressKey({
      contactId,
      name: row.name,
      line1: address.line1 ?? null,
      line2: address.line2 ?? null,
      pincodeId: place.pincodeId,
    });
    if (found.stored.has(same)) {
      fail(index, 'This address is already stored for the customer');
      continue;
    }
    if (seen.has(same)) {
      fail(index, 'This address is repeated in the sheet');
      continue;
    }
    seen.add(same);
    fresh.push(address);
  }
  return fresh;
}

/**
 * POST /addresses/singleImport: one batch of sheet rows. Each row passes or fails alone; a
 * failed row answers its position in the batch, its sheet row and the reason. The pincode
 * finds the city and the state; the customer (by mobile or email) finds the contact the
 * address hangs on (their first); an address the contact has already (same name, lines and
 * pincode) fails, so a sheet imported twice adds nothing twice. A few queries per batch
 * whatever its size: the pincodes, the customers by mobile and by email, their contacts and
 * addresses, one insert.
 */
export async function importAddresses(
  db: Db,
  rows: readonly unknown[],
  author: Author,
  importRun: string,
): Promise<ImportAnswer> {
  const errors: ImportFailure[] = [];
  const sheetRow = (raw: unknown) => {
    const row = (raw as { row?: unknown } | null)?.row;
    return typeof row === 'number' ? { row } : {};
  };
  const fail = (index: number, message: string) => errors.push({ index, ...sheetRow(rows[index]), message });

  const valid = validRows(rows, fail);
  const fresh = freshAddresses(valid, await lookUp(db, valid), author.adminId, fail);

  // The rows and their audit entries (one per stored address, tied to the run) together.
  const imported = await db.transaction(async (tx) => {
    const stored = await repository.insertMany(tx, fresh);
    await recordAudit(
      tx,
      author,
      stored.map((row) => ({
        resource: 'addresses',
        recordId: row.id,
        action: 'import' as const,
        after: row,
        importRun,
      })),
    );
    return stored.length;
  });
  errors.sort((a, b) => a.index - b.index);
  return { imported, failed: errors.length, errors };
}
