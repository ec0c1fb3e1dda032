import { describe, expect, it } from 'vitest';
import { mapSheetHeaders } from '../import/sheet';
import {
  attributePairsOf,
  featuredOf,
  imageNamesOf,
  isTaxableOf,
  PRODUCT_IMPORT_COLUMNS,
  productImportRowFromSheet,
  stockOf,
  taxRateOf,
} from './product-import';
import { groupProductImportRows, productImportItem, productImportProblem } from './product-import-item';

const HEADERS = PRODUCT_IMPORT_COLUMNS.map((column) => column.header);

describe('the import sheet', () => {
  it('reads the template headers, in the spec order', () => {
    expect(HEADERS).toEqual([
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
    ]);
    expect(
      mapSheetHeaders(['product name', 'SKU', 'Attributes and Values', 'GST'], PRODUCT_IMPORT_COLUMNS),
    ).toEqual(['name', 'sku', 'attributes', 'taxRate']);
  });

  it('maps cells to numbers where they are numbers and text elsewhere', () => {
    expect(
      productImportRowFromSheet(
        { name: ' Atta ', sku: 'ATTA-1', unitPrice: '1,250.50', hsnCode: 1101, tags: '' },
        3,
      ),
    ).toEqual({ row: 3, name: 'Atta', sku: 'ATTA-1', unitPrice: 1250.5, hsnCode: 1101 });
  });
});

describe('the row rules', () => {
  it('makes a product featured only on Y', () => {
    expect(featuredOf('Y')).toBe(true);
    expect(featuredOf('yes')).toBe(true);
    expect(featuredOf('N')).toBe(false);
    expect(featuredOf('maybe')).toBe(false);
    expect(featuredOf(undefined)).toBe(false);
  });

  it('is taxable when a tax rate is given', () => {
    expect(taxRateOf('5%')).toBe(5);
    expect(taxRateOf(12)).toBe(12);
    expect(taxRateOf('')).toBeNull();
    expect(taxRateOf(0)).toBeNull();
    expect(taxRateOf('GST')).toBe('GST');
    expect(isTaxableOf(taxRateOf(5))).toBe(true);
    expect(isTaxableOf(taxRateOf(undefined))).toBe(false);
  });

  it('manages stock when the quantity is above 0, and then is In Stock', () => {
    expect(stockOf({ stockQuantity: 12, stockStatus: 'N', allowBackOrder: 'Y' })).toEqual({
      manageStock: true,
      stockStatus: 'In Stock',
      stockQuantity: 12,
      allowBackOrder: true,
    });
  });

  it('leaves stock unmanaged otherwise: In Stock with quantity 0 on Y, else Out Of Stock', () => {
    expect(stockOf({ stockQuantity: 0, stockStatus: 'Y', allowBackOrder: 'Y' })).toEqual({
      manageStock: false,
      stockStatus: 'In Stock',
      stockQuantity: 0,
      allowBackOrder: false,
    });
    expect(stockOf({ stockStatus: 'In Stock' }).stockStatus).toBe('In Stock');
    expect(stockOf({ stockStatus: 'N' }).stockStatus).toBe('Out Of Stock');
    expect(stockOf({}).stockStatus).toBe('Out Of Stock');
    expect(stockOf({ stockQuantity: 'ten' }).stockQuantity).toBe('ten');
    expect(stockOf({ stockQuantity: -2 }).stockQuantity).toBe(-2);
  });

  it('reads Attributes & Values as attribute~value pairs', () => {
    expect(attributePairsOf('Weight~1 kg, Pack ~ Single')).toEqual([
      { attribute: 'Weight', value: '1 kg' },
      { attribute: 'Pack', value: 'Single' },
    ]);
    expect(attributePairsOf('Weight')).toEqual([{ attribute: 'Weight', value: '' }]);
    expect(attributePairsOf(undefined)).toEqual([]);
  });

  it('reads Images as comma-separated file names, each once', () => {
    expect(imageNamesOf('a.jpg, b.png,,a.jpg')).toEqual(['a.jpg', 'b.png']);
  });
});

const guide = { row: 2, name: 'Required, 3 to 250 characters', sku: 'Required' };

describe('groupProductImportRows', () => {
  it('skips the guide row and keeps a simple product to one row', () => {
    const items = groupProductImportRows([
      guide,
      { row: 3, name: 'Tata Salt 1 kg', sku: 'SALT-1', unitPrice: 28, stockStatus: 'Y', images: 'salt.jpg' },
    ]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      rows: [3],
      name: 'Tata Salt 1 kg',
      productType: 'simple',
      featured: false,
      isTaxable: false,
      taxRate: null,
      images: ['salt.jpg'],
      variations: [{ row: 3, sku: 'SALT-1', stockStatus: 'In Stock', manageStock: false, attributes: [] }],
    });
    expect(productImportItem.safeParse(items[0]).success).toBe(true);
  });

  it('groups variable rows by name into variations, product fields from the first row filling them', () => {
    const items = groupProductImportRows([
      guide,
      {
        row: 3,
        name: 'Basmati Rice',
        productType: 'Variable',
        category: ' Staples ',
        attributes: 'Weight~1 kg',
        sku: 'RICE-1',
        unitPrice: 120,
        stockQuantity: 5,
        images: 'rice.jpg,rice-1.png',
      },
      { row: 4, name: 'Tata Salt', sku: 'SALT-1', unitPrice: 28 },
      {
        row: 5,
        name: 'basmati rice',
        productType: 'variable',
        attributes: 'Weight~5 kg',
        sku: 'RICE-5',
        unitPrice: 560,
        salePrice: 520,
        taxRate: 5,
        featured: 'Y',
        images: 'rice-5.png,rice.jpg',
      },
    ]);
    expect(items.map((item) => item.rows)).toEqual([[3, 5], [4]]);
    const rice = productImportItem.parse(items[0]);
    expect(rice).toMatchObject({
      name: 'Basmati Rice',
      productType: 'variable',
      category: 'Staples',
      featured: true,
      isTaxable: true,
      taxRate: 5,
      images: ['rice.jpg', 'rice-1.png', 'rice-5.png'],
    });
    expect(
      rice.variations.map((v) => [v.sku, v.manageStock, v.stockQuantity, v.attributes, v.images]),
    ).toEqual([
      ['RICE-1', true, 5, [{ attribute: 'Weight', value: '1 kg' }], ['rice.jpg', 'rice-1.png']],
      ['RICE-5', false, 0, [{ attribute: 'Weight', value: '5 kg' }], ['rice-5.png', 'rice.jpg']],
    ]);
  });

  it('answers nothing for a sheet holding only the guide row', () => {
    expect(groupProductImportRows([guide])).toEqual([]);
  });
});

describe('productImportItem', () => {
  const problem = (rows: Parameters<typeof groupProductImportRows>[0]) => {
    const [item] = groupProductImportRows([guide, ...rows]);
    const result = productImportItem.safeParse(item);
    return result.success ? undefined : productImportProblem(item!, result.error.issues[0]!);
  };
  const base = { name: 'Tata Salt', sku: 'SALT-1', unitPrice: 28 };

  it('names the sheet row and the spec words of what is wrong', () => {
    expect(problem([{ row: 3, ...base, name: 'ab' }])).toBe('Row 3: Minimum length should be 3');
    expect(problem([{ row: 3, ...base, sku: undefined }])).toBe('Row 3: Please enter sku');
    expect(problem([{ row: 3, ...base, salePrice: 28 }])).toBe('Row 3: Sale price should be 0 to 27');
    expect(problem([{ row: 3, ...base, productType: 'combo' }])).toBe(
      'Row 3: Product Type should be simple or variable',
    );
    expect(problem([{ row: 3, ...base, taxRate: 'GST' }])).toBe(
      'Row 3: Tax should be a rate in percent, like 5',
    );
    expect(problem([{ row: 3, ...base, images: 'salt.gif' }])).toBe(
      'Row 3: Images should be .jpg, .jpeg or .png files',
    );
    expect(problem([{ row: 3, ...base, stockQuantity: 'ten' }])).toBe(
      'Row 3: Stock quantity should be a whole number, at least 0',
    );
  });

  it('wants attribute~value pairs on every row of a variable product, the same attributes each', () => {
    const rice = { name: 'Rice', productType: 'variable', unitPrice: 100 };
    expect(problem([{ row: 3, ...rice, sku: 'R-1' }])).toBe(
      'Row 3: A variable product needs Attributes & Values, like Weight~1 kg',
    );
    expect(problem([{ row: 3, ...rice, sku: 'R-1', attributes: 'Weight' }])).toBe(
      'Row 3: Attributes & Values should be attribute~value pairs, like Weight~1 kg',
    );
    expect(
      problem([
        { row: 3, ...rice, sku: 'R-1', attributes: 'Weight~1 kg' },
        { row: 4, ...rice, sku: 'R-2', attributes: 'Pack~Twin' },
      ]),
    ).toBe('Row 4: Attributes & Values should name the same attributes on every row (Weight)');
  });
});
