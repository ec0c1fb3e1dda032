import { GSTIN_MESSAGES, gstinCheckCharacter, PAN_MESSAGES } from '@mandi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/exports';
import { createTestApp } from '../../../test/harness';
import { contacts, users } from '../../db/schema';

/** A GSTIN for a PAN in a state, with its check character. */
const gstinOf = (state: string, pan: string, entity = '1') => {
  const first14 = `${state}${pan}${entity}Z`;
  return first14 + gstinCheckCharacter(first14);
};

const UDUPI = { name: 'Hotel Udupi Krishna', panNumber: 'AAPFU0939F', gstNumber: '27AAPFU0939F1ZV' };

describe('/api/Organizations', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  let token: string;
  const ids: Record<string, number> = {};

  const create = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/Organizations', payload });
  const list = async (query: string) =>
    (await call(token, { method: 'GET', url: `/api/Organizations?${query}` })).body;

  beforeAll(async () => {
    token = await tokenFor();
    const rows = [
      UDUPI,
      {
        name: 'Daily Needs Mart Pvt Ltd',
        panNumber: 'AABCD1234E',
        gstNumber: gstinOf('29', 'AABCD1234E'),
        fssaiNumber: '11219334000123',
      },
      { name: 'Sharma Kirana Stores', panNumber: 'BQRPS4321K', gstNumber: gstinOf('09', 'BQRPS4321K', '2') },
      { name: 'Shree Ganesh Trust', panNumber: 'AAATG7777Q', gstNumber: gstinOf('33', 'AAATG7777Q') },
    ];
    for (const row of rows) {
      const res = await create(row);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids[row.name] = res.body.id;
    }
  });

  it('creates an organization with the saved numbers and the PAN holder type', async () => {
    const res = await call(token, { method: 'GET', url: `/api/Organizations/${ids[UDUPI.name]}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...UDUPI,
      enabled: true,
      fssaiNumber: null,
      panHolderType: 'Firm',
      createdByName: 'Test Admin 1',
    });
  });

  it('upper-cases and trims the numbers before checking and storing them', async () => {
    const res = await create({
      name: '  Coastal Curry House Pvt Ltd ',
      panNumber: ' aaccc2468m ',
      gstNumber: gstinOf('32', 'AACCC2468M').toLowerCase(),
      fssaiNumber: ' 21520001000456 ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Coastal Curry House Pvt Ltd',
      panNumber: 'AACCC2468M',
      gstNumber: gstinOf('32', 'AACCC2468M'),
      fssaiNumber: '21520001000456',
      panHolderType: 'Company',
    });
    await call(token, { method: 'DELETE', url: `/api/Organizations/${res.body.id}` });
  });

  it('names the PAN holder from its 4th letter', async () => {
    const rows = (await list('sort=id,ASC')).data as { name: string; panHolderType: string }[];
    expect(rows.map((row) => [row.name, row.panHolderType])).toEqual([
      [UDUPI.name, 'Firm'],
      ['Daily Needs Mart Pvt Ltd', 'Company'],
      ['Sharma Kirana Stores', 'Individual'],
      ['Shree Ganesh Trust', 'Trust'],
    ]);
  });

  it('wants a name of 3 to 150, a PAN and a GST number', async () => {
    const missing = await create({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'name', message: 'Please enter name' },
      { field: 'gstNumber', message: 'Please enter GST number' },
      { field: 'panNumber', message: 'Please enter PAN number' },
    ]);
    const blank = await create({ name: '   ', gstNumber: ' ', panNumber: '' });
    expect(blank.body.errors).toEqual([
      { field: 'name', message: 'Please enter name' },
      { field: 'gstNumber', message: 'Please enter GST number' },
      { field: 'panNumber', message: 'Please enter PAN number' },
    ]);
    for (const name of ['Go', 'x'.repeat(151)]) {
      const res = await create({ ...UDUPI, name, gstNumber: gstinOf('24', UDUPI.panNumber) });
      expect(res.body.errors).toEqual([{ field: 'name', message: 'Length should be 3 to 150' }]);
    }
  });

  it('wants the PAN exactly 10 in its shape, with a holder type letter', async () => {
    const cases: [string, string][] = [
      ['AAPFU0939', PAN_MESSAGES.length],
      ['AAPFU0939FF', PAN_MESSAGES.length],
      ['AAPFU09391', PAN_MESSAGES.format],
      ['AAPXU0939F', PAN_MESSAGES.holder],
    ];
    for (const [panNumber, message] of cases) {
      const res = await create({ name: 'Test Traders', gstNumber: '27AAPFU0939F1ZV', panNumber });
      expect(res.status, panNumber).toBe(400);
      expect(res.body.errors, panNumber).toEqual([{ field: 'panNumber', message }]);
    }
  });

  it('checks the GSTIN: length, shape, state code and check character', async () => {
    const cases: [string, string][] = [
      ['27AAPFU0939F1Z', GSTIN_MESSAGES.length],
      ['27AAPFU0939F1ZVX', GSTIN_MESSAGES.length],
      ['27AAPFU0939F1YV', GSTIN_MESSAGES.format],
      [gstinOf('45', 'AAPFU0939F'), GSTIN_MESSAGES.stateCode],
      ['27AAPFU0939F1ZW', GSTIN_MESSAGES.checksum],
    ];
    for (const [gstNumber, message] of cases) {
      const res = await create({ name: 'Test Traders', panNumber: 'AAPFU0939F', gstNumber });
      expect(res.status, gstNumber).toBe(400);
      expect(res.body.message, gstNumber).toBe(message);
      expect(res.body.errors, gstNumber).toEqual([{ field: 'gstNumber', message }]);
    }
    // Good checksums are taken in every valid state code form: 01, 38, 97, 99.
    for (const state of ['01', '38', '97', '99']) {
      const gstNumber = gstinOf(state, 'AAPFU0939F', '9');
      const res = await create({ name: `Test Traders ${state}`, panNumber: 'AAPFU0939F', gstNumber });
      expect(res.status, gstNumber).toBe(201);
      await call(token, { method: 'DELETE', url: `/api/Organizations/${res.body.id}` });
    }
  });

  it('refuses a valid GSTIN whose PAN part is another PAN', async () => {
    const res = await create({ name: 'Test Traders', panNumber: 'AAPFU0939G', gstNumber: '27AAPFU0939F1ZV' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'gstNumber', message: GSTIN_MESSAGES.panPart }]);
    // An update sending one of the two is checked against the stored other.
    const onlyPan = await call(token, {
      method: 'PATCH',
      url: `/api/Organizations/${ids[UDUPI.name]}`,
      payload: { panNumber: 'AAPCU0939F' },
    });
    expect(onlyPan.status).toBe(400);
    expect(onlyPan.body.errors).toEqual([{ field: 'gstNumber', message: GSTIN_MESSAGES.panPart }]);
    const onlyGst = await call(token, {
      method: 'PATCH',
      url: `/api/Organizations/${ids[UDUPI.name]}`,
      payload: { gstNumber: gstinOf('27', 'AAPCU0939F') },
    });
    expect(onlyGst.body.errors).toEqual([{ field: 'gstNumber', message: GSTIN_MESSAGES.panPart }]);
    const stored = await call(token, { method: 'GET', url: `/api/Organizations/${ids[UDUPI.name]}` });
    expect(stored.body).toMatchObject(UDUPI);
  });

  it('wants FSSAI exactly 14 digits from 1 or 2, and lets it be empty', async () => {
    const base = {
      name: 'Test Traders',
      panNumber: 'AAPFU0939F',
      gstNumber: gstinOf('27', 'AAPFU0939F', '5'),
    };
    const cases: [string, string][] = [
      ['1121933400012', 'FSSAI number should be exactly 14 digits'],
      ['112193340001234', 'FSSAI number should be exactly 14 digits'],
      ['1121933400012A', 'FSSAI number should have digits only'],
      ['31219334000123', 'FSSAI number should start with 1 or 2'],
    ];
    for (const [fssaiNumber, message] of cases) {
      const res = await create({ ...base, fssaiNumber });
      expect(res.status, fssaiNumber).toBe(400);
      expect(res.body.errors, fssaiNumber).toEqual([{ field: 'fssaiNumber', message }]);
    }
    const empty = await create({ ...base, fssaiNumber: '' });
    expect(empty.status).toBe(201);
    expect(empty.body.fssaiNumber).toBeNull();
    await call(token, { method: 'DELETE', url: `/api/Organizations/${empty.body.id}` });
  });

  it('refuses a GST number another organization has', async () => {
    const res = await create({
      ...UDUPI,
      name: 'Udupi Krishna Again',
      gstNumber: UDUPI.gstNumber.toLowerCase(),
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([
      { field: 'gstNumber', message: 'An organization with this GST number already exists' },
    ]);
  });

  it('updates the numbers together and answers the saved row', async () => {
    const pan = 'AAPFU0939F';
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/Organizations/${ids[UDUPI.name]}`,
      payload: { gstNumber: gstinOf('29', pan, '2'), fssaiNumber: '10019022000123' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ gstNumber: gstinOf('29', pan, '2'), fssaiNumber: '10019022000123' });
    await call(token, {
      method: 'PATCH',
      url: `/api/Organizations/${ids[UDUPI.name]}`,
      payload: { gstNumber: UDUPI.gstNumber, fssaiNumber: null },
    });
  });

  it('filters by name and enabled, sorts and toggles', async () => {
    const byName = await list('filter=name||$contL||mart');
    expect(byName.data.map((row: { name: string }) => row.name)).toEqual(['Daily Needs Mart Pvt Ltd']);
    const toggled = await call(token, {
      method: 'PATCH',
      url: `/api/Organizations/${ids['Sharma Kirana Stores']}`,
      payload: { enabled: false },
    });
    expect(toggled.body).toEqual({ id: ids['Sharma Kirana Stores'], enabled: false });
    const disabled = await list('filter=enabled||$eq||false');
    expect(disabled.data.map((row: { name: string }) => row.name)).toEqual(['Sharma Kirana Stores']);
    const sorted = await list('sort=name,DESC');
    expect(sorted.data.map((row: { name: string }) => row.name)).toEqual([
      'Shree Ganesh Trust',
      'Sharma Kirana Stores',
      UDUPI.name,
      'Daily Needs Mart Pvt Ltd',
    ]);
    expect(sorted).toMatchObject({ total: 4, page: 1, pageCount: 1 });
    const newest = await list('sort=createdTimestamp,DESC&sort=id,DESC&limit=1');
    expect(newest.data[0].name).toBe('Shree Ganesh Trust');
    const unknown = await call(token, {
      method: 'GET',
      url: '/api/Organizations?filter=panHolderType||$eq||Firm',
    });
    expect(unknown.status).toBe(400);
    await call(token, {
      method: 'PATCH',
      url: `/api/Organizations/${ids['Sharma Kirana Stores']}`,
      payload: { enabled: true },
    });
  });

  it('exports the GST, PAN with its holder and FSSAI columns', async () => {
    const file = await readExport(
      { app },
      token,
      '/api/Organizations/export?sort=id,ASC&filter=name||$contL||mart',
    );
    expect(file.status).toBe(200);
    expect(file.headers).toEqual([
      'ID',
      'Name',
      'GST Number',
      'PAN Number',
      'PAN Holder',
      'FSSAI Number',
      'Enabled',
      'Created',
    ]);
    expect(
      file.rows.map((row) => [
        row.Name,
        row['GST Number'],
        row['PAN Number'],
        row['PAN Holder'],
        row['FSSAI Number'],
      ]),
    ).toEqual([
      ['Daily Needs Mart Pvt Ltd', gstinOf('29', 'AABCD1234E'), 'AABCD1234E', 'Company', '11219334000123'],
    ]);
  });

  it('keeps an organization its customers or contacts name', async () => {
    const id = ids['Shree Ganesh Trust']!;
    const [user] = await database.db
      .insert(users)
      .values({ fullName: 'Ganesh Iyer', mobileNumber: '9876500011', organizationId: id })
      .returning();
    await database.db
      .insert(contacts)
      .values({ contactPersonName: 'Lakshmi Iyer', userId: user!.id, organizationId: id });
    const res = await call(token, { method: 'DELETE', url: `/api/Organizations/${id}` });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Shree Ganesh Trust cannot be deleted: 1 customer and 1 contact belong to it. Disable it instead.',
    );
    expect((await call(token, { method: 'GET', url: `/api/Organizations/${id}` })).status).toBe(200);
  });

  it('deletes a free organization and then answers 404 for it', async () => {
    const res = await create({
      name: 'Short Lived Traders',
      panNumber: 'ABCFS1111A',
      gstNumber: gstinOf('07', 'ABCFS1111A'),
    });
    const deleted = await call(token, { method: 'DELETE', url: `/api/Organizations/${res.body.id}` });
    expect(deleted.body).toEqual({ id: res.body.id });
    const gone = await call(token, { method: 'GET', url: `/api/Organizations/${res.body.id}` });
    expect(gone.status).toBe(404);
    const again = await call(token, {
      method: 'PATCH',
      url: `/api/Organizations/${res.body.id}`,
      payload: { enabled: true },
    });
    expect(again.status).toBe(404);
  });

  it('lets organization screens write, customer and contact screens read, others neither', async () => {
    const payload = {
      name: 'Permission Traders',
      panNumber: 'ABCFP2222B',
      gstNumber: gstinOf('27', 'ABCFP2222B'),
    };
    const editor = await tokenFor({ routes: ['organization'] });
    const created = await call(editor, { method: 'POST', url: '/api/Organizations', payload });
    expect(created.status).toBe(201);
    for (const routes of [['user'], ['contact']] as const) {
      const reader = await tokenFor({ routes: [...routes] });
      expect((await call(reader, { method: 'GET', url: '/api/Organizations' })).status).toBe(200);
      const write = await call(reader, {
        method: 'PATCH',
        url: `/api/Organizations/${created.body.id}`,
        payload: { name: 'Renamed Traders' },
      });
      expect(write.status).toBe(403);
    }
    const stranger = await tokenFor({ routes: ['faq', 'address'] });
    for (const request of [
      { method: 'GET', url: '/api/Organizations' },
      { method: 'GET', url: `/api/Organizations/${created.body.id}` },
      { method: 'GET', url: '/api/Organizations/export' },
      { method: 'POST', url: '/api/Organizations', payload },
      { method: 'PATCH', url: `/api/Organizations/${created.body.id}`, payload: { enabled: false } },
      { method: 'DELETE', url: `/api/Organizations/${created.body.id}` },
    ] as const) {
      const res = await call(stranger, request);
      expect(res.status, `${request.method} ${request.url}`).toBe(403);
      expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    expect((await call(null, { method: 'GET', url: '/api/Organizations' })).status).toBe(401);
    await call(editor, { method: 'DELETE', url: `/api/Organizations/${created.body.id}` });
  });
});
