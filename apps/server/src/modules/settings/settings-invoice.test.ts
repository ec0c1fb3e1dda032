import { GSTIN_MESSAGES } from '@mandi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { states } from '../../db/schema';
import { gstinOf, STORE_GSTIN } from '../order-documents/order-documents.factories';

describe('/api/settings: the store on its invoices', async () => {
  const { call, tokenFor, database } = await createTestApp();
  let token: string;
  let id: number;
  let maharashtra: number;
  let karnataka: number;

  beforeAll(async () => {
    token = await tokenFor({ routes: ['setting'] });
    id = (await call(token, { method: 'GET', url: '/api/settings' })).body.data[0].id;
    const rows = await database.db
      .insert(states)
      .values([
        { name: 'Maharashtra', code: 'MH' },
        { name: 'Karnataka', code: 'KA' },
      ])
      .returning();
    maharashtra = rows[0]!.id;
    karnataka = rows[1]!.id;
  });

  const save = (body: object) => call(token, { method: 'PATCH', url: `/api/settings/${id}`, payload: body });

  it('saves the legal name, address, state and GSTIN, upper-cased', async () => {
    const res = await save({
      legalName: 'Mandi Fresh Foods Private Limited',
      legalAddress: 'Shop 14, APMC Market Yard, Vashi',
      stateId: maharashtra,
      gstNumber: ` ${STORE_GSTIN.toLowerCase()} `,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      legalName: 'Mandi Fresh Foods Private Limited',
      legalAddress: 'Shop 14, APMC Market Yard, Vashi',
      stateId: maharashtra,
      gstNumber: STORE_GSTIN,
    });
  });

  it('checks the GSTIN as an organization’s', async () => {
    const wrongCheck = `${STORE_GSTIN.slice(0, 14)}${STORE_GSTIN.endsWith('A') ? 'B' : 'A'}`;
    const res = await save({ gstNumber: wrongCheck });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'gstNumber', message: GSTIN_MESSAGES.checksum }]);
    const short = await save({ gstNumber: '27AAHCM7305K1Z' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: 'gstNumber', message: GSTIN_MESSAGES.length }]);
  });

  it('wants the GSTIN to open with the state’s code, and the state to exist', async () => {
    const res = await save({ stateId: karnataka });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'gstNumber', message: 'GST number of a store in Karnataka should start with 29' },
    ]);
    const both = await save({ stateId: karnataka, gstNumber: gstinOf('29', 'AAHCM7305K') });
    expect(both.status).toBe(200);
    const missing = await save({ stateId: 999_999 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'stateId', message: 'State 999999 not found' }]);
  });

  it('stores an emptied GSTIN as none', async () => {
    const res = await save({ gstNumber: '' });
    expect(res.status).toBe(200);
    expect(res.body.gstNumber).toBeNull();
  });
});
