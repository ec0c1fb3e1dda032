import { z } from 'zod';
import { STOCK_STATUSES } from '../enums';
import { cellText } from '../import/sheet';
import { productName, productPriority, tagsField } from '../resources/products';
import { PRODUCT_IMAGE_EXTENSIONS } from '../resources/products-images';
import {
  checkSalePrice,
  salePrice,
  stockQuantity,
  unitPrice,
  variationSku,
} from '../resources/products-variations';
import { optionalText, text } from '../validation';
import {
  attributePairsOf,
  featuredOf,
  imageNamesOf,
  isTaxableOf,
  type ProductImportSheetRow,
  productTypeOf,
  stockOf,
  taxRateOf,
} from './product-import';

/** An image named in the sheet: a .jpg, .jpeg or .png file of the ZIP. */
const imageName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine(
    (name) => PRODUCT_IMAGE_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext)),
    'Images should be .jpg, .jpeg or .png files',
  );

const PAIR_MESSAGE = 'Attributes & Values should be attribute~value pairs, like Weight~1 kg';
const attributePair = z.object({
  attribute: text({ required: PAIR_MESSAGE, max: 150 }),
  value: text({ required: PAIR_MESSAGE, max: 100 }),
});

/** One variation of an import item: one sheet row's sku, prices, stock, values and images. */
export const productImportVariation = z
  .object({
    row: z.number().int().positive(),
    sku: variationSku,
    unitPrice,
    salePrice: salePrice.default(0),
    manageStock: z.boolean(),
    stockStatus: z.enum(STOCK_STATUSES),
    stockQuantity,
    allowBackOrder: z.boolean(),
    attributes: z.array(attributePair),
    images: z.array(imageName).max(20, 'At most 20 images a row'),
  })
  .superRefine(checkSalePrice);

/**
 * One product of the import, as POST /products/singleImport takes it (the `product` field):
 * its fields, its variations and the image files it names (the first is the cover). The
 * sheet's Product Id is carried but not used: the product gets a new id.
 */
export const productImportItem = z
  .object({
    rows: z.array(z.number().int().positive()).min(1),
    productId: z.union([z.string(), z.number()]).optional(),
    name: productName,
    productType: z.enum(['simple', 'variable'], { error: 'Product Type should be simple or variable' }),
    featured: z.boolean(),
    category: optionalText({ max: 150 }),
    isTaxable: z.boolean(),
    taxRate: z
      .number({ error: 'Tax should be a rate in percent, like 5' })
      .positive('Tax should be a rate in percent, like 5')
      .max(100, 'Tax should be a rate in percent, like 5')
      .nullable()
      .default(null),
    hsnCode: optionalText({ max: 8 }).refine(
      (v) => v === null || v === undefined || /^\d{2,8}$/.test(v),
      'HSN code should be 2 to 8 digits',
    ),
    priority: productPriority.default(0),
    shortDescription: optionalText({ max: 1000 }),
    tags: tagsField,
    images: z.array(imageName).max(50, 'At most 50 images a product'),
    variations: z.array(productImportVariation).min(1).max(500, 'At most 500 variations per product'),
  })
  .superRefine((item, ctx) => {
    if (item.productType === 'simple' && item.variations.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['variations'], message: 'A simple product has one variation' });
    }
    if (item.productType !== 'variable') return;
    const first = attributeNames(item.variations[0]!.attributes);
    const shown = item.variations[0]!.attributes.map((pair) => pair.attribute).join(', ');
    item.variations.forEach((variation, index) => {
      const names = attributeNames(variation.attributes);
      const message =
        names.length === 0
          ? 'A variable product needs Attributes & Values, like Weight~1 kg'
          : names.join() !== first.join()
            ? `Attributes & Values should name the same attributes on every row (${shown})`
            : new Set(names).size !== names.length
              ? 'Attributes & Values names an attribute twice'
              : undefined;
      if (message) ctx.addIssue({ code: 'custom', path: ['variations', index, 'attributes'], message });
    });
  });
export type ProductImportItem = z.output<typeof productImportItem>;
export type ProductImportInput = z.input<typeof productImportItem>;

const attributeNames = (pairs: readonly { attribute: string }[]) =>
  pairs.map((pair) => pair.attribute.toLowerCase()).sort();

/** A variation of the draft from one row: its own cells after the row rules. */
function variationOf(row: ProductImportSheetRow) {
  return {
    row: row.row,
    sku: row.sku,
    unitPrice: row.unitPrice,
    salePrice: row.salePrice,
    ...stockOf(row),
    attributes: attributePairsOf(row.attributes),
    images: imageNamesOf(row.images),
  };
}

/** The first non-blank value of a cell among the rows of one product. */
const firstOf = (rows: readonly ProductImportSheetRow[], key: keyof ProductImportSheetRow) =>
  rows.map((row) => row[key]).find((value) => cellText(value) !== undefined);

/**
 * The sheet's rows as one import item per product (spec 01 §4): the first row after the header
 * (the template's guide row) is skipped; a simple product is one row; variable products are
 * grouped by name (any case) into variations, the product's fields taken from the first row
 * that fills them. The items are drafts: POST /products/singleImport checks them with
 * productImportItem and says what is wrong.
 */
export function groupProductImportRows(rows: readonly ProductImportSheetRow[]): ProductImportInput[] {
  const groups = new Map<string, ProductImportSheetRow[]>();
  rows.slice(1).forEach((row, index) => {
    const name = cellText(row.name)?.toLowerCase();
    const variable = productTypeOf(row.productType) === 'variable';
    const key = variable && name ? `variable:${name}` : `row:${index}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  });
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const taxRate = taxRateOf(firstOf(group, 'taxRate'));
    const variations = group.map(variationOf);
    const productType = productTypeOf(first.productType);
    return {
      rows: group.map((row) => row.row),
      productId: first.productId as string | number | undefined,
      name: cellText(first.name) ?? '',
      productType,
      featured: featuredOf(firstOf(group, 'featured')),
      category: cellText(firstOf(group, 'category')),
      isTaxable: isTaxableOf(taxRate),
      taxRate,
      hsnCode: cellText(firstOf(group, 'hsnCode')),
      priority: firstOf(group, 'priority'),
      shortDescription: cellText(firstOf(group, 'shortDescription')),
      tags: cellText(firstOf(group, 'tags')),
      images: [...new Set(variations.flatMap((variation) => variation.images))],
      variations: productType === 'variable' ? variations : variations.map((v) => ({ ...v, attributes: [] })),
    } as ProductImportInput;
  });
}

/** Why an item is refused, in words naming its sheet row: "Row 5: Please enter sku". */
export function productImportProblem(item: ProductImportInput, issue: z.core.$ZodIssue): string {
  const [first, index] = issue.path;
  const variationRow =
    first === 'variations' && typeof index === 'number' ? item.variations?.[index]?.row : undefined;
  const row = variationRow ?? item.rows?.[0];
  return row === undefined ? issue.message : `Row ${row}: ${issue.message}`;
}
