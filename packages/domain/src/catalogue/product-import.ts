import { cellNumber, cellText, definedOnly, type SheetColumn, yesNo } from '../import/sheet';

/**
 * The product import from a ZIP (/product/import): the sheet import/import.xlsx inside the ZIP,
 * its columns (spec 01 §3 "Import row"), the row rules (spec 01 §4) and the grouping of rows
 * into one import item per product. The second row of the template is a guide row and the
 * first row after the header is always skipped (spec 01 §4).
 */
export const PRODUCT_IMPORT_SHEET = 'import/import.xlsx';

export const PRODUCT_IMPORT_COLUMNS = [
  { key: 'productId', header: 'Product Id', aliases: ['id'], example: 'Not used: a new id is given' },
  { key: 'name', header: 'Product Name', aliases: ['name'], example: 'Required, 3 to 250 characters' },
  { key: 'productType', header: 'Product Type', aliases: ['type'], example: 'simple or variable' },
  { key: 'featured', header: 'Featured', aliases: [], example: 'Y or N' },
  { key: 'category', header: 'Category', aliases: ['category name'], example: 'A category name' },
  {
    key: 'attributes',
    header: 'Attributes & Values',
    aliases: ['attributes', 'attributes and values', 'attributes & values'],
    example: 'Variable only: Weight~1 kg,Pack~Single',
  },
  { key: 'sku', header: 'SKU', aliases: [], example: 'Required, 3 to 30 characters, unique' },
  { key: 'unitPrice', header: 'Regular Price', aliases: ['unit price', 'price'], example: 'At least 1' },
  { key: 'salePrice', header: 'Sale Price', aliases: ['sale'], example: 'Blank or up to Regular Price - 1' },
  { key: 'stockStatus', header: 'Stock Status', aliases: [], example: 'Y (in stock) or N' },
  {
    key: 'stockQuantity',
    header: 'Stock Quantity',
    aliases: ['quantity', 'stock'],
    example: 'Above 0: stock is managed',
  },
  { key: 'allowBackOrder', header: 'Allow backorders', aliases: ['backorders'], example: 'Y or N' },
  { key: 'taxRate', header: 'Tax', aliases: ['tax rate', 'gst'], example: 'A tax rate (5), blank for none' },
  { key: 'hsnCode', header: 'HSN Code', aliases: ['hsn'], example: '2 to 8 digits' },
  { key: 'priority', header: 'Priority', aliases: [], example: '0 to 100' },
  {
    key: 'images',
    header: 'Images',
    aliases: ['image'],
    example: 'Files in the ZIP: atta.jpg,atta-back.png',
  },
  { key: 'shortDescription', header: 'Short Description', aliases: ['description'], example: 'Optional' },
  { key: 'tags', header: 'Tags', aliases: [], example: 'Comma-separated' },
] as const satisfies readonly SheetColumn[];

export type ProductImportKey = (typeof PRODUCT_IMPORT_COLUMNS)[number]['key'];

export const PRODUCT_IMPORT_REQUIRED: readonly ProductImportKey[] = ['name', 'sku', 'unitPrice'];

/** One sheet row as read: cells by column key (numbers where they read as numbers), and its row. */
export type ProductImportSheetRow = Partial<Record<ProductImportKey, unknown>> & { row: number };

/** A sheet row (cells by column key) with its sheet row number, blanks left out. */
export function productImportRowFromSheet(
  cells: Partial<Record<ProductImportKey, unknown>>,
  row: number,
): ProductImportSheetRow {
  const numbers = ['unitPrice', 'salePrice', 'stockQuantity', 'priority'] as const;
  const read: Record<string, unknown> = { row };
  for (const column of PRODUCT_IMPORT_COLUMNS) {
    const value = cells[column.key];
    read[column.key] = (numbers as readonly string[]).includes(column.key)
      ? cellNumber(value)
      : typeof value === 'number'
        ? value
        : cellText(value);
  }
  return definedOnly(read) as ProductImportSheetRow;
}

/** Featured only when the cell says Y (or Yes, True, 1). */
export const featuredOf = (cell: unknown) => yesNo(cell) === true;

/** A tax rate in percent ("5", 5, "5%"); blank or 0 is no tax; other text stays for the rules to refuse. */
export function taxRateOf(cell: unknown): unknown {
  const text = cellText(cell)?.replace(/\s*%$/, '');
  if (text === undefined) return null;
  const rate = cellNumber(text);
  return rate === 0 ? null : rate;
}

/** Taxable when a tax rate is given. */
export const isTaxableOf = (taxRate: unknown) => taxRate !== null && taxRate !== undefined;

export interface ImportStock {
  manageStock: boolean;
  stockStatus: 'In Stock' | 'Out Of Stock';
  /** A number, or the cell as typed when it is not one (the rules then refuse it). */
  stockQuantity: unknown;
  allowBackOrder: boolean;
}

/**
 * Stock of a row (spec 01 §4): a quantity above 0 means managed stock, In Stock; otherwise
 * stock is not managed, quantity 0, In Stock when Stock Status says Y (or In Stock), else Out
 * Of Stock. Backorders apply to managed stock only. A quantity that is not a number, or below
 * 0, is kept as typed so the row fails with the quantity's message.
 */
export function stockOf(
  row: Pick<ProductImportSheetRow, 'stockQuantity' | 'stockStatus' | 'allowBackOrder'>,
) {
  const quantity = row.stockQuantity;
  if (typeof quantity === 'number' && quantity > 0) {
    return {
      manageStock: true,
      stockStatus: 'In Stock',
      stockQuantity: quantity,
      allowBackOrder: yesNo(row.allowBackOrder) === true,
    } satisfies ImportStock;
  }
  const bad = quantity !== undefined && !(typeof quantity === 'number' && quantity === 0);
  const status = cellText(row.stockStatus)?.toLowerCase();
  const inStock = yesNo(row.stockStatus) === true || status === 'in stock';
  return {
    manageStock: false,
    stockStatus: inStock ? 'In Stock' : 'Out Of Stock',
    stockQuantity: bad ? quantity : 0,
    allowBackOrder: false,
  } satisfies ImportStock;
}

export interface ImportAttributePair {
  attribute: string;
  value: string;
}

/** "Weight~1 kg, Pack~Single" as pairs; a piece without "~" keeps an empty value (refused later). */
export function attributePairsOf(cell: unknown): ImportAttributePair[] {
  const text = cellText(cell);
  if (!text) return [];
  return text
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0)
    .map((piece) => {
      const at = piece.indexOf('~');
      if (at < 0) return { attribute: piece, value: '' };
      return { attribute: piece.slice(0, at).trim(), value: piece.slice(at + 1).trim() };
    });
}

/** The Images cell: file names in the ZIP, comma-separated, each once. */
export function imageNamesOf(cell: unknown): string[] {
  const text = cellText(cell);
  if (!text) return [];
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  return [...new Set(names)];
}

/** Product type as typed: blank is simple; other text than simple/variable stays to be refused. */
export function productTypeOf(cell: unknown): string {
  const text = cellText(cell);
  return text === undefined ? 'simple' : text.toLowerCase();
}
