import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { runGeneratedClient } from '../../test/contract/generated-client';
import { GENERATED_TYPES_FILE, generatedTypes, REGENERATE_COMMAND } from '../../test/contract/openapi-tools';
import { createTestApp } from '../../test/harness';
import { createAdmin } from '../modules/auth/auth.factories';
import {
  createCustomerWithAddress,
  createPricedVariation,
} from '../modules/orders/orders-placement.factories';

/**
 * A generated client in CI (DESIGN.md, Contracts): openapi-typescript's types of the served
 * document are the committed ones the typed client compiles against, and that client works
 * against the test server over HTTP.
 */
describe('a client generated from the OpenAPI document', async () => {
  const { app, database } = await createTestApp();
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();

  it('has the committed types openapi-typescript generates from the served document', async () => {
    const fresh = await generatedTypes(doc);
    if (process.env.UPDATE_OPENAPI_TYPES) fs.writeFileSync(GENERATED_TYPES_FILE, fresh);
    const committed = fs.existsSync(GENERATED_TYPES_FILE)
      ? fs.readFileSync(GENERATED_TYPES_FILE, 'utf8')
      : '';
    // A route's request or answer changed: regenerate with the command, and commit the file.
    expect(committed === fresh, `test/contract/api.generated.ts is stale: ${REGENERATE_COMMAND}`).toBe(true);
  }, 60_000);

  it('signs in, lists products with a filter, creates a tax, places an order and reads it', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    afterAll(() => app.close());
    const { port } = app.server.address() as AddressInfo;
    const db = database.db;
    const admin = await createAdmin(db);
    const { user, address } = await createCustomerWithAddress(db);
    const { variation } = await createPricedVariation(db, { name: 'Contract Basmati 5 kg', unitPrice: 450 });
    await createPricedVariation(db, { name: 'Contract Toor Dal 1 kg' });

    const result = await runGeneratedClient({
      baseUrl: `http://127.0.0.1:${port}`,
      email: admin.email,
      password: admin.password,
      productName: 'basmati',
      order: { userId: user.id, addressId: address.id, productsVariationId: variation.id, quantity: 2 },
    });

    expect(result.signedInAs).toBe(admin.email);
    expect(result.productNames).toEqual(['Contract Basmati 5 kg']);
    expect(result.productTotal).toBe(1);
    expect(result.tax).toMatchObject({ name: 'GST 18% (contract)', rate: 18 });
    expect(result.order.status).toBe('Order Placed');
    expect(result.order.lines).toEqual([{ productsVariationId: variation.id, quantity: 2 }]);
    expect(result.order.grandTotal).toBeGreaterThanOrEqual(900);
  });
});
