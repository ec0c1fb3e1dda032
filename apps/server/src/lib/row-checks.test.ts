import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { adminsRoles, countries } from '../db/schema';
import { anyRow, nameTakenIn, rowExists, takenElsewhere } from './row-checks';

let t: TestApp;
let superadminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [role] = await t.database.db.select().from(adminsRoles).where(eq(adminsRoles.name, 'superadmin'));
  superadminId = role!.id;
});

describe('row checks', () => {
  it('finds a row by id, and no row for an unknown id', async () => {
    expect(await rowExists(t.database.db, countries, 1)).toBe(true);
    expect(await rowExists(t.database.db, countries, 999_999)).toBe(false);
  });

  it('takes a name in any case, but not on the row excepted nor outside the scope', async () => {
    const db = t.database.db;
    expect(await nameTakenIn(db, adminsRoles, adminsRoles.name, 'SuperAdmin')).toBe(true);
    expect(await nameTakenIn(db, adminsRoles, adminsRoles.name, 'store manager')).toBe(false);
    expect(
      await nameTakenIn(db, adminsRoles, adminsRoles.name, 'SUPERADMIN', { exceptId: superadminId }),
    ).toBe(false);
    const disabled = eq(adminsRoles.enabled, false);
    expect(await nameTakenIn(db, adminsRoles, adminsRoles.name, 'superadmin', { scope: disabled })).toBe(
      false,
    );
  });

  it('matches exactly where the caller says so, and answers any row at all without a condition', async () => {
    const db = t.database.db;
    expect(await takenElsewhere(db, adminsRoles, eq(adminsRoles.name, 'SUPERADMIN'))).toBe(false);
    expect(await takenElsewhere(db, adminsRoles, eq(adminsRoles.name, 'superadmin'))).toBe(true);
    expect(await anyRow(db, countries, undefined)).toBe(true);
    expect(await anyRow(db, countries, eq(countries.code, 'ZZ'))).toBe(false);
  });
});
