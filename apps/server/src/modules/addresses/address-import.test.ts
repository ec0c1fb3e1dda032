import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { binarySheet, multipart, rowsOf, sheet } from '../../../test/sheets';
import { createCity, createPincode, createState } from '../states/location.factories';
import { createContact, createCustomer } from './address.factories';

describe('the address import', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  const db = database.db;
  let token: string;
  let asha: { id: number; mobileNumber: string | null; emailAddress: string | null };
  let ashaContact: { id: number };
  let lonely: { mobileNumber: string | null };
  let bengaluru: { id: number; stateId: number };
  let koramangala: { id: number };

  beforeAll(async () => {
    token = await tokenFor({ routes: ['address'] });
    const karnataka = await createState(db, { name: 'Karnataka' });
    const maharashtra = await createState(db, { name: 'Maharashtra' });
    bengaluru = await createCity(db, karnataka.id, { name: 'Bengaluru' });
    const mumbai = await createCity(db, maharashtra.id, { name: 'Mumbai' });
    koramangala = await createPincode(db, bengaluru, { pincode: '560034', pincodeName: 'Koramangala' });
    await createPincode(db, mumbai, { pincode: '400053', pincodeName: 'Andheri West' });
    asha = await createCustomer(db, { mobileNumber: '9876543210', emailAddress: 'Asha.Rao@Example.com' });
    ashaContact = await createContact(db, asha.id);
    await createContact(db, asha.id);
    lonely = await createCustomer(db, { mobileNumber: '9123456780' });
  });

  const read = (files: { name: string; content: Buffer }[]) =>
    call(token, { method: 'POST', url: '/api/addresses/import/read', ...multipart(files) });
  const importBatch = (rows: object) =>
    call(token, { method: 'POST', url: '/api/addresses/singleImport', payload: rows });
  const good = (more: object = {}) => ({
    name: 'Asha Rao',
    line1: 'Flat 203, Lake View',
    pincode: '560034',
    mobileNumber: '9876543210',
    emailAddress: 'asha@example.com',
    ...more,
  });

  it('downloads a template whose headers it reads back', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/addresses/import/template',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('address-import-template.xlsx');
    const [headers] = await rowsOf(res.rawPayload);
    expect(headers).toEqual([
      'Name',
      'First Name',
      'Middle Name',
      'Last Name',
      'Company Name',
      'Line 1',
      'Line 2',
      'Region',
      'Pincode',
      'City',
      'State',
      'Mobile Number',
      'Email Address',
      'Fax',
      'Customer Mobile',
      'Customer Email',
    ]);
    const back = await read([{ name: 'template.xlsx', content: res.rawPayload }]);
    expect(back.status).toBe(200);
    expect(back.body.rows[0]).toMatchObject({
      row: 2,
      name: 'Asha Rao',
      pincode: '560034',
      city: 'Bengaluru',
      mobileNumber: '9876543210',
      customerMobile: '9876543210',
    });
  });

  it('reads a sheet: headers in any order or by alias, numbers as pincodes, the name from its parts', async () => {
    const content = await sheet([
      ['Email', 'Mobile', 'PIN Code', 'First Name', 'Last Name', 'Address Line 1'],
      ['asha@example.com', 9876543210, 560034, 'Asha', 'Rao', 'Flat 203'],
      [],
    ]);
    const res = await read([{ name: 'addresses.XLSX', content }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 1,
      rows: [
        {
          row: 2,
          name: 'Asha Rao',
          firstName: 'Asha',
          lastName: 'Rao',
          line1: 'Flat 203',
          pincode: '560034',
          mobileNumber: '9876543210',
          emailAddress: 'asha@example.com',
        },
      ],
    });
  });

  it('reads .xlsb like .xlsx and refuses uploads with the spec messages', async () => {
    const rows = [
      ['Name', 'Pincode', 'Mobile Number', 'Email Address'],
      ['Asha Rao', 560034, '9876543210', 'asha@example.com'],
    ];
    const xlsb = await read([{ name: 'addresses.xlsb', content: binarySheet(rows) }]);
    expect(xlsb.status).toBe(200);
    expect(xlsb.body.rows[0]).toMatchObject({ row: 2, pincode: '560034', name: 'Asha Rao' });
    const csv = await read([{ name: 'addresses.csv', content: Buffer.from('Name\nAsha\n') }]);
    expect(csv.status).toBe(400);
    expect(csv.body.message).toBe('Attachment format error, please delete and upload again!');
    const none = await call(token, { method: 'POST', url: '/api/addresses/import/read', payload: {} });
    expect(none.body.message).toBe('Please upload the attachment!');
    const content = await sheet(rows);
    const two = await read([
      { name: 'a.xlsx', content },
      { name: 'b.xlsx', content },
    ]);
    expect(two.body.message).toBe('Exceed the maximum number of uploaded files limit!');
    const noPincode = await read([
      {
        name: 'a.xlsx',
        content: await sheet([
          ['Name', 'Mobile', 'Email'],
          ['A', 1, 'e'],
        ]),
      },
    ]);
    expect(noPincode.body.message).toBe('The sheet has no Pincode column; please use the template');
  });

  it('imports a batch: the pincode finds city and state, the customer their first contact; bad rows fail alone', async () => {
    const res = await importBatch([
      good({ row: 2, city: 'bengaluru', state: 'KARNATAKA', firstName: 'Asha', fax: '080-2222' }),
      good({ row: 3, name: 'Al' }),
      good({ row: 4, pincode: '999999' }),
      good({ row: 5, pincode: '060001' }),
      good({ row: 6, city: 'Mumbai' }),
      good({ row: 7, state: 'Maharashtra' }),
      good({ row: 8, emailAddress: 'not-an-email' }),
      good({ row: 9, customerMobile: '+91 99999 00000' }),
      good({ row: 10, customerMobile: lonely.mobileNumber }),
      good({ row: 11, customerMobile: '12345' }),
      good({
        row: 12,
        customerEmail: 'ASHA.rao@example.com',
        mobileNumber: '+91 90000-00000',
        pincode: '400053',
      }),
      good({ row: 13, customerMobile: '+91 98765-43210', name: 'Asha Office' }),
      good({ row: 14, mobileNumber: '98765' }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 3,
      failed: 10,
      errors: [
        { index: 1, row: 3, message: 'Length should be 3 to 150' },
        { index: 2, row: 4, message: 'Pincode 999999 not found' },
        { index: 3, row: 5, message: 'Pincode should be 6 digits and cannot start with 0' },
        { index: 4, row: 6, message: 'Pincode 560034 is in Bengaluru, not in Mumbai' },
        { index: 5, row: 7, message: 'Pincode 560034 is in Karnataka, not in Maharashtra' },
        { index: 6, row: 8, message: 'Please enter valid email' },
        { index: 7, row: 9, message: 'No customer has the mobile number 9999900000' },
        {
          index: 8,
          row: 10,
          message: 'The customer with the mobile number 9123456780 has no contact; add a contact first',
        },
        { index: 9, row: 11, message: 'Customer mobile 12345 is not a 10-digit number' },
        { index: 12, row: 14, message: 'Length should be 10 to 15' },
      ],
    });
    const stored = await call(token, {
      method: 'GET',
      url: `/api/addresses?filter=userId||$eq||${asha.id}&sort=id,ASC`,
    });
    expect(stored.body.total).toBe(3);
    expect(stored.body.data[0]).toMatchObject({
      name: 'Asha Rao',
      firstName: 'Asha',
      fax: '080-2222',
      contactId: ashaContact.id,
      pincodeId: koramangala.id,
      cityId: bengaluru.id,
      stateId: bengaluru.stateId,
      countryId: 1,
      createdBy: expect.any(Number),
    });
    expect(stored.body.data[1]).toMatchObject({ mobileNumber: '+91 90000-00000', contactId: ashaContact.id });
  });

  it('adds nothing twice: an address the contact has, or one repeated in the sheet, fails', async () => {
    const sheet = [
      good({ row: 2, name: 'Asha Warehouse', line1: 'Shed 4', pincode: '400053' }),
      good({ row: 3, name: 'asha warehouse ', line1: 'SHED 4', pincode: '400053' }),
      good({ row: 4, name: 'Asha Warehouse', line1: 'Shed 5', pincode: '400053' }),
    ];
    const first = await importBatch(sheet);
    expect(first.body).toEqual({
      imported: 2,
      failed: 1,
      errors: [{ index: 1, row: 3, message: 'This address is repeated in the sheet' }],
    });
    const again = await importBatch(sheet);
    expect(again.body).toEqual({
      imported: 0,
      failed: 3,
      errors: [
        { index: 0, row: 2, message: 'This address is already stored for the customer' },
        { index: 1, row: 3, message: 'This address is already stored for the customer' },
        { index: 2, row: 4, message: 'This address is already stored for the customer' },
      ],
    });
  });

  it('answers every row, imported or failed, when all fail', async () => {
    const res = await importBatch([{ row: 2 }, { row: 3, name: 123 }, good({ row: 4, pincode: 560034 })]);
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(0);
    expect(res.body.errors.map((e: { index: number }) => e.index)).toEqual([0, 1, 2]);
    expect(res.body.errors[0]).toEqual({ index: 0, row: 2, message: 'Please enter name' });
  });

  it('takes at most 100 rows a call, and at least one', async () => {
    const many = Array.from({ length: 101 }, (_, i) => good({ row: i + 2 }));
    const res = await importBatch(many);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Send at most 100 rows per call');
    expect((await importBatch([])).status).toBe(400);
    expect((await importBatch({ rows: [] })).status).toBe(400);
  });

  it('gives the failed rows back as a sheet with their reasons', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/addresses/import/failed',
      headers: { authorization: `Bearer ${token}` },
      payload: { rows: [{ ...good({ row: 4, pincode: '999999' }), message: 'Pincode 999999 not found' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('address-import-failed.xlsx');
    const [headers, row] = await rowsOf(res.rawPayload);
    expect(headers).toContain('Reason');
    expect(row).toContain('Pincode 999999 not found');
    expect(row).toContain('999999');
  });

  it('documents the rows it takes', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = doc.paths['/api/addresses/singleImport'].post.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({ type: 'array', maxItems: 100 });
    expect(Object.keys(body.items.properties)).toEqual(
      expect.arrayContaining([
        'name',
        'firstName',
        'middleName',
        'lastName',
        'companyName',
        'line1',
        'line2',
        'region',
        'pincode',
        'city',
        'state',
        'mobileNumber',
        'emailAddress',
        'fax',
        'customerMobile',
        'customerEmail',
      ]),
    );
    const answer =
      doc.paths['/api/addresses/singleImport'].post.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(['imported', 'failed', 'errors']);
    expect(doc.paths['/api/addresses'].get.description).toContain('userId');
  });
});
