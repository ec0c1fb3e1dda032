import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { binarySheet, multipart, rowsOf, sheet } from '../../../test/sheets';
import { createCity, createPincode, createState } from '../states/location.factories';

describe('the pincode import', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  const db = database.db;
  let token: string;
  let bengaluru: { id: number; stateId: number };
  let aurangabadMh: { id: number; stateId: number };
  let aurangabadBr: { id: number; stateId: number };

  beforeAll(async () => {
    token = await tokenFor({ routes: ['pincode'] });
    const karnataka = await createState(db, { name: 'Karnataka' });
    const maharashtra = await createState(db, { name: 'Maharashtra' });
    const bihar = await createState(db, { name: 'Bihar' });
    bengaluru = await createCity(db, karnataka.id, { name: 'Bengaluru' });
    aurangabadMh = await createCity(db, maharashtra.id, { name: 'Aurangabad' });
    aurangabadBr = await createCity(db, bihar.id, { name: 'Aurangabad' });
    await createPincode(db, bengaluru, { pincode: '560001', pincodeName: 'Bangalore GPO' });
  });

  const read = (files: { name: string; content: Buffer }[]) =>
    call(token, { method: 'POST', url: '/api/pincodes/import/read', ...multipart(files) });
  const importBatch = (rows: object) =>
    call(token, { method: 'POST', url: '/api/pincodes/singleImport', payload: rows });

  it('downloads a template whose headers it reads back', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/pincodes/import/template',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('pincode-import-template.xlsx');
    const [headers, example] = await rowsOf(res.rawPayload);
    expect(headers).toEqual(['Pincode', 'Pincode Name', 'City', 'State', 'Deliverable', 'Enabled']);
    expect(example).toEqual(['400001', 'Mumbai GPO', 'Mumbai', 'Maharashtra', 'Y', 'Y']);
    const back = await read([{ name: 'template.xlsx', content: res.rawPayload }]);
    expect(back.body.rows).toEqual([
      {
        row: 2,
        pincode: '400001',
        pincodeName: 'Mumbai GPO',
        city: 'Mumbai',
        state: 'Maharashtra',
        isDeliverable: true,
        enabled: true,
      },
    ]);
  });

  it('reads a sheet: headers in any order, numbers as pincodes, blank rows skipped', async () => {
    const content = await sheet([
      ['City', 'Pincode', 'Pincode Name', 'Deliverable'],
      ['Bengaluru', 560034, 'Koramangala', 'N'],
      [],
      ['Bengaluru', '560 038', 'Indiranagar', ''],
    ]);
    const res = await read([{ name: 'Karnataka pincodes.XLSX', content }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 2,
      rows: [
        { row: 2, city: 'Bengaluru', pincode: '560034', pincodeName: 'Koramangala', isDeliverable: false },
        { row: 4, city: 'Bengaluru', pincode: '560038', pincodeName: 'Indiranagar' },
      ],
    });
  });

  it('refuses uploads with the spec messages', async () => {
    const content = await sheet([['Pincode', 'Pincode Name', 'City']]);
    const csv = await read([{ name: 'pincodes.csv', content: Buffer.from('Pincode\n560001\n') }]);
    expect(csv.status).toBe(400);
    expect(csv.body.message).toBe('Attachment format error, please delete and upload again!');
    const none = await call(token, { method: 'POST', url: '/api/pincodes/import/read', payload: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please upload the attachment!');
    const two = await read([
      { name: 'a.xlsx', content },
      { name: 'b.xlsx', content },
    ]);
    expect(two.status).toBe(400);
    expect(two.body.message).toBe('Exceed the maximum number of uploaded files limit!');
    const renamed = await read([{ name: 'pincodes.xlsx', content: Buffer.from('Pincode,City\n') }]);
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('Attachment format error, please delete and upload again!');
  });

  it('reads an .xlsb workbook like an .xlsx, and refuses one that is not a workbook', async () => {
    const content = binarySheet([
      ['Pincode', 'Pincode Name', 'City', 'Deliverable'],
      [560095, 'Koramangala VI Bk', 'Bengaluru', 'Y'],
    ]);
    expect(content.subarray(0, 2).toString()).toBe('PK');
    const res = await read([{ name: 'pincodes.xlsb', content }]);
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      { row: 2, pincode: '560095', pincodeName: 'Koramangala VI Bk', city: 'Bengaluru', isDeliverable: true },
    ]);
    const broken = await read([
      { name: 'pincodes.xlsb', content: Buffer.from('PK\x03\x04binary', 'binary') },
    ]);
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Attachment format error, please delete and upload again!');
  });

  it('says which columns a sheet lacks, and when it is empty', async () => {
    const noCity = await read([
      {
        name: 'p.xlsx',
        content: await sheet([
          ['Pincode', 'Name'],
          ['560001', 'GPO'],
        ]),
      },
    ]);
    expect(noCity.status).toBe(400);
    expect(noCity.body.message).toBe('The sheet has no City column; please use the template');
    const empty = await read([
      { name: 'p.xlsx', content: await sheet([['Pincode', 'Pincode Name', 'City']]) },
    ]);
    expect(empty.body.message).toBe('Excel is empty');
  });

  it('imports a batch, each bad row failing alone with its reason', async () => {
    const res = await importBatch([
      { row: 2, pincode: '560034', pincodeName: 'Koramangala', city: 'bengaluru', isDeliverable: false },
      { row: 3, pincode: '060001', pincodeName: 'Zero', city: 'Bengaluru' },
      { row: 4, pincode: '560001', pincodeName: 'Bangalore GPO', city: 'Bengaluru' },
      { row: 5, pincode: '431001', pincodeName: 'Aurangabad HO', city: 'Aurangabad' },
      { row: 6, pincode: '431002', pincodeName: 'Cantonment', city: 'Aurangabad', state: 'maharashtra' },
      { row: 7, pincode: '560038', pincodeName: 'Indiranagar', city: 'Mysuru' },
      { row: 8, pincode: '560034', pincodeName: 'Again', city: 'Bengaluru' },
      { row: 9, pincode: '560095', city: 'Bengaluru' },
      { row: 10, pincode: '560076', pincodeName: 'BTM', city: 'Bengaluru', isDeliverable: 'perhaps' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 2,
      failed: 7,
      errors: [
        { index: 1, row: 3, message: 'Pincode should be 6 digits and cannot start with 0' },
        { index: 2, row: 4, message: 'Pincode 560001 already exists' },
        { index: 3, row: 5, message: 'City Aurangabad is in more than one state; give the state' },
        { index: 5, row: 7, message: 'City Mysuru not found' },
        { index: 6, row: 8, message: 'Pincode 560034 is repeated in the sheet' },
        { index: 7, row: 9, message: 'Please enter Pincode' },
        { index: 8, row: 10, message: 'Deliverable should be Y or N' },
      ],
    });
    const stored = await call(token, { method: 'GET', url: '/api/pincodes?filter=pincode||$eq||560034' });
    expect(stored.body.data[0]).toMatchObject({
      pincodeName: 'Koramangala',
      isDeliverable: false,
      cityId: bengaluru.id,
      stateId: bengaluru.stateId,
      countryId: 1,
    });
  });

  it('takes the city by id, as the pincode screens know it, checking a state or name beside it', async () => {
    const karnataka = bengaluru.stateId;
    const res = await importBatch([
      { row: 2, pincode: '824101', pincodeName: 'Aurangabad Bihar', cityId: aurangabadBr.id },
      {
        row: 3,
        pincode: '431005',
        pincodeName: 'CIDCO',
        cityId: aurangabadMh.id,
        stateId: aurangabadMh.stateId,
      },
      {
        row: 4,
        pincode: '431003',
        pincodeName: 'Osmanpura',
        city: 'aurangabad',
        stateId: aurangabadMh.stateId,
      },
      {
        row: 5,
        pincode: '560066',
        pincodeName: 'Whitefield',
        cityId: bengaluru.id,
        stateId: aurangabadMh.stateId,
      },
      { row: 6, pincode: '560067', pincodeName: 'Kadugodi', cityId: 999_999 },
      { row: 7, pincode: '560068', pincodeName: 'Bommanahalli', cityId: bengaluru.id, stateId: 999_999 },
      { row: 8, pincode: '560069', pincodeName: 'Jayanagar', cityId: bengaluru.id, city: 'Mysuru' },
      { row: 9, pincode: '560070', pincodeName: 'Banashankari', cityId: bengaluru.id, state: 'Bihar' },
      { row: 10, pincode: '560071', pincodeName: 'Domlur', city: 'Aurangabad', stateId: karnataka },
      { row: 11, pincode: '560072', pincodeName: 'Vijayanagar', cityId: 'Bengaluru' },
      { row: 12, pincode: '560073', pincodeName: 'Nagasandra' },
      {
        row: 13,
        pincode: '560074',
        pincodeName: 'Hebbal',
        cityId: bengaluru.id,
        stateId: karnataka,
        state: 'Bihar',
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 3,
      failed: 9,
      errors: [
        { index: 3, row: 5, message: 'Bengaluru is in Karnataka, not in Maharashtra' },
        { index: 4, row: 6, message: 'No city has the id 999999' },
        { index: 5, row: 7, message: 'No state has the id 999999' },
        { index: 6, row: 8, message: `City id ${bengaluru.id} is Bengaluru, not Mysuru` },
        { index: 7, row: 9, message: 'Bengaluru is in Karnataka, not in Bihar' },
        { index: 8, row: 10, message: 'City Aurangabad not found in Karnataka' },
        { index: 9, row: 11, message: 'City id should be a whole number' },
        { index: 10, row: 12, message: 'Please enter city' },
        { index: 11, row: 13, message: `State id ${karnataka} is Karnataka, not Bihar` },
      ],
    });
    const placeOf = async (pincode: string) =>
      (await call(token, { method: 'GET', url: `/api/pincodes?filter=pincode||$eq||${pincode}` })).body
        .data[0];
    expect(await placeOf('824101')).toMatchObject({ cityId: aurangabadBr.id, stateId: aurangabadBr.stateId });
    expect(await placeOf('431005')).toMatchObject({ cityId: aurangabadMh.id, stateId: aurangabadMh.stateId });
    expect(await placeOf('431003')).toMatchObject({ cityId: aurangabadMh.id, stateId: aurangabadMh.stateId });
    expect(await placeOf('560066')).toBeUndefined();
  });

  it('documents the rows it takes, by names or by ids', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = doc.paths['/api/pincodes/singleImport'].post.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({ type: 'array', maxItems: 100 });
    expect(Object.keys(body.items.properties)).toEqual(
      expect.arrayContaining([
        'pincode',
        'pincodeName',
        'city',
        'cityId',
        'state',
        'stateId',
        'isDeliverable',
      ]),
    );
    expect(body.items.properties.cityId).toMatchObject({ type: 'integer' });
  });

  it('takes at most 100 rows a call', async () => {
    const rows = Array.from({ length: 101 }, (_, i) => ({
      pincode: String(110001 + i),
      pincodeName: 'PO',
      city: 'Bengaluru',
    }));
    const res = await importBatch(rows);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Send at most 100 rows per call');
    expect((await importBatch([])).status).toBe(400);
  });

  it('writes the failed rows as a sheet with their reasons', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pincodes/import/failed',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        rows: [
          {
            row: 3,
            pincode: '060001',
            pincodeName: 'Zero',
            city: 'Bengaluru',
            isDeliverable: true,
            message: 'Bad',
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const [headers, row] = await rowsOf(res.rawPayload);
    expect(headers).toEqual([
      'Pincode',
      'Pincode Name',
      'City',
      'State',
      'Deliverable',
      'Enabled',
      'Row',
      'Reason',
    ]);
    expect(row).toEqual(['060001', 'Zero', 'Bengaluru', undefined, 'Y', undefined, 3, 'Bad']);
  });

  it('answers 403 to a role that may only read pincodes', async () => {
    const reader = await tokenFor({ routes: ['address'] });
    const res = await call(reader, {
      method: 'POST',
      url: '/api/pincodes/singleImport',
      payload: [{ pincode: '560099', pincodeName: 'PO', city: 'Bengaluru' }],
    });
    expect(res.status).toBe(403);
    expect((await call(reader, { method: 'GET', url: '/api/pincodes/import/template' })).status).toBe(403);
  });
});
