import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { blackPng } from '../../../test/bombs';
import { createTestApp } from '../../../test/harness';
import { multipart, rowsOf, sheet } from '../../../test/sheets';
import { attributesValues, products } from '../../db/schema';
import { createProductVia, seedCatalogueRefs, variationBody } from './products.factories';

const HEADERS = [
  'Product Id',
  'Product Name',
  'Product Type',
  'Featured',
  'Category',
  'Attributes & Values',
  'SKU',
  'Regular Price',
  'Sale Price',
  'Stock Status',
  'Stock Quantity',
  'Allow backorders',
  'Tax',
  'HSN Code',
  'Priority',
  'Images',
  'Short Description',
  'Tags',
];
const GUIDE = HEADERS.map(() => 'guide');

/** The body of POST /products/singleImport: the `product` JSON field and the named files. */
function importBody(product: unknown, files: { name: string; content: Buffer }[]) {
  const boundary = '----mandi-single-import';
  const chunks: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="product"\r\n\r\n${JSON.stringify(product)}\r\n`,
    ),
  ];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('the product import from a ZIP', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  const db = database.db;
  let token: string;
  let png: Buffer;
  let jpeg: Buffer;

  beforeAll(async () => {
    token = await tokenFor();
    await seedCatalogueRefs(db);
    png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c03' } })
      .png()
      .toBuffer();
    jpeg = await sharp({ create: { width: 20, height: 40, channels: 3, background: '#3c0' } })
      .jpeg()
      .toBuffer();
  });

  const upload = (content: Buffer, name = 'import.xlsx', who = token) =>
    call(who, { method: 'POST', url: '/api/products/upload', ...multipart([{ name, content }]) });
  const single = (product: unknown, files: { name: string; content: Buffer }[] = [], who = token) =>
    call(who, { method: 'POST', url: '/api/products/singleImport', ...importBody(product, files) });
  const productsNamed = (name: string) => db.select().from(products).where(eq(products.name, name));

  /** The items /products/upload answers for these rows under the header and guide. */
  const itemsOf = async (rows: unknown[][]) => {
    const res = await upload(await sheet([HEADERS, GUIDE, ...rows]));
    expect(res.status, res.body.message).toBe(200);
    return res.body.items;
  };

  it('downloads a template with the spec columns and a guide row, which upload skips', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/products/import/template',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('product-import-template.xlsx');
    const [headers, guide] = await rowsOf(res.rawPayload);
    expect(headers).toEqual(HEADERS);
    expect(guide).toHaveLength(HEADERS.length);
    expect((await upload(res.rawPayload)).body.message).toBe('Excel is empty');
  });

  it('answers the sheet as one item per product, variable rows grouped by name', async () => {
    const res = await upload(
      await sheet([
        HEADERS,
        GUIDE,
        [
          '',
          'Tata Salt 1 kg',
          'simple',
          'Y',
          'Staples',
          '',
          'SALT-1',
          28,
          '',
          'Y',
          '',
          '',
          '',
          '',
          '',
          'salt.png',
        ],
        ['', 'Sona Rice', 'variable', '', 'Staples', 'Weight~1 kg', 'RICE-1', 90, 85, '', 4, '', 5],
        [
          '',
          'Sona Rice',
          'variable',
          '',
          '',
          'Weight~5 kg',
          'RICE-5',
          420,
          '',
          'N',
          '',
          '',
          '',
          '',
          '',
          'r.jpg',
        ],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 3, total: 2 });
    expect(res.body.items.map((item: { rows: number[] }) => item.rows)).toEqual([[3], [4, 5]]);
    expect(res.body.items[1]).toMatchObject({
      name: 'Sona Rice',
      productType: 'variable',
      isTaxable: true,
      taxRate: 5,
      images: ['r.jpg'],
      variations: [
        { row: 4, sku: 'RICE-1', manageStock: true, stockQuantity: 4, stockStatus: 'In Stock' },
        { row: 5, sku: 'RICE-5', manageStock: false, stockQuantity: 0, stockStatus: 'Out Of Stock' },
      ],
    });
  });

  it('refuses what is not a sheet, a sheet without the columns, and other admins', async () => {
    expect((await upload(png, 'import.png')).body.message).toBe(
      'Attachment format error, please delete and upload again!',
    );
    const bare = await upload(await sheet([['Title'], ['x'], ['y']]));
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(
      'The sheet has no Product Name, SKU, Regular Price column; please use the template',
    );
    const editor = await tokenFor({ routes: ['product'] });
    expect((await upload(await sheet([HEADERS, GUIDE]), 'import.xlsx', editor)).status).toBe(403);
    expect((await single({}, [], editor)).status).toBe(403);
  });

  it('imports a simple product with its category, tax, stock and a cover in its 500 × 500 copy', async () => {
    const [item] = await itemsOf([
      [
        '77',
        'Tata Salt 1 kg',
        '',
        'Y',
        ' staples ',
        '',
        'SALT-10',
        28,
        25,
        '',
        12,
        'Y',
        '5%',
        '2501',
        40,
        'salt.png,back.jpg',
        'Iodised',
        'salt,tata',
      ],
    ]);
    const res = await single(item, [
      { name: 'salt.png', content: png },
      { name: 'back.jpg', content: jpeg },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(77);
    expect(res.body).toMatchObject({
      name: 'Tata Salt 1 kg',
      productType: 'simple',
      featured: true,
      isTaxable: true,
      hsnCode: '2501',
      priority: 40,
      shortDescription: 'Iodised',
      tags: 'salt,tata',
      manageStock: true,
      stockStatus: 'In Stock',
      category: [{ name: 'Staples' }],
    });
    expect(res.body.taxId).toEqual(expect.any(Number));
    expect(res.body.productsVariation).toMatchObject([
      {
        sku: 'SALT-10',
        unitPrice: 28,
        salePrice: 25,
        discountAmount: 3,
        stockQuantity: 12,
        allowBackOrder: true,
      },
    ]);
    expect(res.body.productsImage.map((i: { isCover: boolean }) => i.isCover)).toEqual([true, false]);
    const copy = (await app.inject({ method: 'GET', url: res.body.productsImage[0].image })).rawPayload;
    expect(await sharp(copy).metadata()).toMatchObject({ format: 'jpeg', width: 500, height: 500 });
    const original = (await app.inject({ method: 'GET', url: res.body.productsImage[0].originalImage }))
      .rawPayload;
    expect(original.equals(png)).toBe(true);
  });

  it('imports a variable product, adding a missing value and showing each picture on its variation', async () => {
    const [item] = await itemsOf([
      [
        '',
        'Sona Masoori Rice',
        'variable',
        '',
        'Staples',
        'Weight~1 kg,Pack~Single',
        'SONA-1',
        90,
        '',
        'Y',
        '',
        '',
        '',
        '',
        '',
        'sona.png',
      ],
      [
        '',
        'sona masoori rice',
        'variable',
        '',
        '',
        'weight~10 kg,Pack~Jumbo',
        'SONA-25',
        1900,
        '',
        '',
        3,
        '',
        '',
        '',
        '',
        'sona-25.jpg',
      ],
    ]);
    const res = await single(item, [
      { name: 'sona.png', content: png },
      { name: 'SONA-25.JPG', content: jpeg },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.attribute.map((a: { name: string }) => a.name)).toEqual(['Weight', 'Pack']);
    const [one, big] = res.body.productsVariation;
    expect([one.name, one.stockStatus, big.name, big.stockQuantity]).toEqual([
      '1 kg / Single',
      'In Stock',
      '10 kg / Jumbo',
      3,
    ]);
    expect(res.body.productsImage.map((i: { productsVariationId: number }) => i.productsVariationId)).toEqual(
      [one.id, big.id],
    );
    const added = await db.select().from(attributesValues).where(eq(attributesValues.name, 'Jumbo'));
    expect(added).toHaveLength(1);
  });

  it('fails a row whose category, tax, attribute or image is unknown, and leaves nothing behind', async () => {
    const row = (changes: Record<number, unknown>) => {
      const cells: unknown[] = [
        '',
        'Amul Ghee 1 l',
        '',
        '',
        'Dairy',
        '',
        'GHEE-1',
        650,
        '',
        'Y',
        '',
        '',
        '',
        '',
        '',
        'ghee.png',
      ];
      for (const [at, value] of Object.entries(changes)) cells[Number(at)] = value;
      return cells;
    };
    const files = [{ name: 'ghee.png', content: png }];
    const reason = async (cells: unknown[], sent = files) => {
      const [item] = await itemsOf([cells]);
      const res = await single(item, sent);
      expect(res.status).toBeGreaterThanOrEqual(400);
      return res.body.message;
    };
    expect(await reason(row({ 4: 'Fruitz' }))).toBe('Row 3: Category Fruitz does not exist');
    expect(await reason(row({ 12: 18 }))).toBe('Row 3: No tax has the rate 18%');
    expect(await reason(row({ 15: '' }), [])).toBe('Row 3: Upload cover image is required');
    expect(await reason(row({}), [])).toBe('Row 3: Image ghee.png is not in the ZIP');
    expect(await reason(row({}), [{ name: 'ghee.png', content: Buffer.from('not a picture') }])).toBe(
      'Row 3: Image ghee.png is not a readable .jpg, .jpeg or .png picture',
    );
    // A real 196 MP picture of a few hundred KB, which sharp would decode: refused from its header.
    expect(await reason(row({}), [{ name: 'ghee.png', content: blackPng(14_000, 14_000) }])).toBe(
      'Row 3: Image ghee.png: The picture is 14000 × 14000 pixels; at most 40 megapixels are accepted',
    );
    expect(await reason(row({ 2: 'variable', 5: 'Colour~Red' }))).toBe(
      'Row 3: Attribute Colour does not exist',
    );
    expect(await reason(row({ 2: 'variable', 5: 'Weight~25 kg' }))).toBe(
      'Row 3: Weight has no value 25 kg, and the system attribute takes no new values',
    );
    expect(await reason(row({ 7: 0 }))).toBe('Row 3: Unit price should be at least 1');
    expect(await productsNamed('Amul Ghee 1 l')).toEqual([]);
  });

  it('refuses a taken sku, and a failure after a value was added leaves neither product nor value', async () => {
    await createProductVia(call, token, { productsVariation: [variationBody({ sku: 'TAKEN-1' })] });
    const [taken] = await itemsOf([
      ['', 'Taken Sku Product', '', '', '', '', 'taken-1', 10, '', 'Y', '', '', '', '', '', 'a.png'],
    ]);
    const res = await single(taken, [{ name: 'a.png', content: png }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Row 3: SKU taken-1 already exists');

    const [twice] = await itemsOf([
      ['', 'Twice Rice', 'variable', '', '', 'Pack~Family', 'TW-1', 10, '', 'Y', '', '', '', '', '', 'a.png'],
      ['', 'Twice Rice', 'variable', '', '', 'Pack~Family', 'TW-2', 10, '', 'Y'],
    ]);
    const clash = await single(twice, [{ name: 'a.png', content: png }]);
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Row 3: Another variation already has these attribute values');
    expect(await productsNamed('Twice Rice')).toEqual([]);
    expect(await db.select().from(attributesValues).where(eq(attributesValues.name, 'Family'))).toEqual([]);
  });

  it('checks the item it is sent and names the row', async () => {
    const res = await single({
      rows: [9],
      name: 'Ok name',
      productType: 'simple',
      featured: false,
      isTaxable: false,
      taxRate: null,
      images: [],
      variations: [
        {
          row: 9,
          sku: 'X',
          unitPrice: 5,
          manageStock: false,
          stockStatus: 'In Stock',
          stockQuantity: 0,
          allowBackOrder: false,
          attributes: [],
          images: [],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Row 9: Length should be 3 to 30');
    const missing = await call(token, {
      method: 'POST',
      url: '/api/products/singleImport',
      ...multipart([]),
    });
    expect(missing.body.message).toBe('product is required');
  });

  it('refuses pictures over 50 MB together (the ZIP they come from is at most 50 MB)', async () => {
    // Eleven files just under the 5 MB an upload may be: each allowed, together too many.
    const file = Buffer.alloc(5 * 1024 * 1024 - 1024);
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, content: file }));
    const res = await single({ rows: [3] }, files);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The images of one product can not exceed 50MB together');
  });
});
