import { describe, expect, it } from 'vitest';
import type { Product, ProductVariation } from '../product-screen';
import { generalBody, generalFormValues } from './general-values';

const variation = (over: Partial<ProductVariation> = {}): ProductVariation => ({
  id: 11,
  productId: 5,
  name: 'Tata Salt',
  enabled: true,
  image: null,
  mrp: 28,
  unitPrice: 26.67,
  salePrice: 25,
  sku: 'SALT-1KG',
  manageStock: true,
  stockStatus: 'In Stock',
  allowBackOrder: false,
  stockQuantity: 40,
  lowStockThreshold: 5,
  discountPercentage: 6.26,
  discountAmount: 1.67,
  isDefault: true,
  keptAside: false,
  productsVariationsAttribute: [],
  createdTimestamp: '2025-11-22T06:00:00.000Z',
  updatedTimestamp: '2025-11-22T06:00:00.000Z',
  ...over,
});

const product = (over: Partial<Product> = {}): Product => ({
  id: 5,
  enabled: true,
  name: 'Tata Salt',
  slug: 'tata-salt',
  sku: 'SALT-1KG',
  productType: 'simple',
  priority: 10,
  measurementUnitId: 2,
  multiplier: 1,
  featured: false,
  tags: 'salt,iodised',
  shortDescription: null,
  description: null,
  isTaxable: true,
  taxId: 3,
  hsnCode: '2501',
  manageStock: true,
  stockStatus: 'In Stock',
  brandId: 4,
  metaTitle: null,
  metaDescription: null,
  metaKeywords: null,
  youtubeLink: null,
  createdTimestamp: '2025-01-01T00:00:00.000Z',
  updatedTimestamp: '2025-01-01T00:00:00.000Z',
  createdBy: 1,
  updatedBy: 1,
  createdByName: 'Asha Rao',
  updatedByName: 'Asha Rao',
  category: [],
  attribute: [],
  relatedProduct: [7],
  productsImage: [],
  productsVariation: [variation()],
  ...over,
});

describe('the General step values', () => {
  it('start a new product simple, enabled, with one variation that is in stock and on no sale', () => {
    expect(generalFormValues(undefined)).toMatchObject({
      productType: 'simple',
      enabled: true,
      multiplier: 1,
      productsVariation: [{ salePrice: 0, manageStock: false, stockStatus: 'In Stock' }],
    });
  });

  it("show a simple product's default variation as its price and stock", () => {
    const values = generalFormValues(product());
    expect(values).toMatchObject({ name: 'Tata Salt', tags: 'salt,iodised', relatedProduct: [7] });
    expect(values.productsVariation).toEqual([
      {
        mrp: 28,
        unitPrice: 26.67,
        salePrice: 25,
        sku: 'SALT-1KG',
        manageStock: true,
        stockStatus: 'In Stock',
        stockQuantity: 40,
        allowBackOrder: false,
        lowStockThreshold: 5,
      },
    ]);
  });

  it('send a new simple product with its variation, whose sku is also the product’s', () => {
    const values = {
      ...generalFormValues(undefined),
      name: 'Tata Salt',
      slug: '',
      productsVariation: [
        { sku: 'SALT-1KG', unitPrice: 28, salePrice: 0, manageStock: false, stockStatus: 'In Stock' },
      ],
    };
    const body = generalBody(values, undefined);
    expect(body).not.toHaveProperty('slug');
    expect(body.sku).toBe('SALT-1KG');
    expect(body.taxId).toBeNull();
    expect(body.productsVariation).toEqual([
      expect.objectContaining({ sku: 'SALT-1KG', unitPrice: 28, enabled: true, stockQuantity: 0 }),
    ]);
  });

  it('update the existing default variation, keeping its name, and keep an unchanged slug out', () => {
    const saved = product();
    const body = generalBody({ ...generalFormValues(saved), slug: 'tata-salt' }, saved);
    expect(body).not.toHaveProperty('slug');
    expect(body.productsVariation).toEqual([
      expect.objectContaining({ id: 11, name: 'Tata Salt', sku: 'SALT-1KG' }),
    ]);
    const renamed = generalBody({ ...generalFormValues(saved), slug: 'tata-salt-lite' }, saved);
    expect(renamed.slug).toBe('tata-salt-lite');
  });

  it('send only the type on a switch, and never variations for a variable product', () => {
    const simple = product();
    const toVariable = generalBody({ ...generalFormValues(simple), productType: 'variable' }, simple);
    expect(toVariable.productType).toBe('variable');
    expect(toVariable).not.toHaveProperty('productsVariation');
    const variable = product({ productType: 'variable' });
    const toSimple = generalBody({ ...generalFormValues(variable), productType: 'simple' }, variable);
    expect(toSimple).not.toHaveProperty('productsVariation');
    expect(generalBody(generalFormValues(variable), variable)).not.toHaveProperty('productsVariation');
  });
});
