import type { Tx } from '../client';
import { attributes, attributesValues, brands, categories, measurementUnits, taxes } from '../schema';
import { insertAll } from './bulk';
import { seedExtraAttributes } from './demo-attribute-extras';
import { ATTRIBUTES, BRANDS, CATEGORY_TREE } from './demo-catalogue-data';
import { brandLogo, categoryBanner, categoryIcon, drawAll } from './demo-pictures';
import { PRODUCT_GROUPS } from './demo-products-data';
import { baseAmount, parseSize } from './sizes';

export const GST_RATES = [0, 5, 12, 18, 28] as const;

/** Tile colours of the top-level categories, for product pictures. */
const COLOURS = ['#2e7d32', '#1565c0', '#8d6e63', '#ef6c00', '#6a1b9a', '#00838f', '#ad1457'];

export interface SeededCategory {
  id: number;
  name: string;
  parentId: number | null;
  colour: string;
}

export interface CatalogueReference {
  taxIdByRate: Map<number, number>;
  unitIdByCode: Map<string, number>;
  brandIdByName: Map<string, number>;
  categoryBySlug: Map<string, SeededCategory>;
  /** Attribute id and value id of a pack size label ('500 g'). */
  attributeOfSize: Map<string, { attributeId: number; attributesValueId: number }>;
}

const UNITS = [
  { name: 'Kilogram', code: 'kg' },
  { name: 'Gram', code: 'g' },
  { name: 'Litre', code: 'l' },
  { name: 'Millilitre', code: 'ml' },
  { name: 'Piece', code: 'pc' },
  { name: 'Dozen', code: 'dozen' },
];

/** The top-level categories with their icons and banners, then their children with icons; by slug. */
async function seedCategoryTree(tx: Tx) {
  const categoryBySlug = new Map<string, SeededCategory>();
  const topIcons = await drawAll(CATEGORY_TREE, (top) =>
    categoryIcon(top.name, COLOURS[CATEGORY_TREE.indexOf(top)]!, false),
  );
  const topBanners = await drawAll(CATEGORY_TREE, (top) =>
    categoryBanner(top.name, top.description, COLOURS[CATEGORY_TREE.indexOf(top)]!),
  );
  const topIds = await insertAll(
    tx,
    categories,
    CATEGORY_TREE.map((top, index) => ({
      name: top.name,
      slug: top.slug,
      description: top.description,
      priority: index + 1,
      featured: index < 4,
      displayInFooter: true,
      metaTitle: `${top.name} online | Mandi`,
      metaDescription: top.description,
      page: 'Categories',
      icon: topIcons[index],
      banner: topBanners[index],
    })),
  );
  CATEGORY_TREE.forEach((top, index) => {
    categoryBySlug.set(top.slug, {
      id: topIds[index]!,
      name: top.name,
      parentId: null,
      colour: COLOURS[index]!,
    });
  });
  await seedChildCategories(tx, topIds, categoryBySlug);
  return categoryBySlug;
}

/** The second level of the tree, each in its parent's colour. */
async function seedChildCategories(tx: Tx, topIds: number[], categoryBySlug: Map<string, SeededCategory>) {
  const children = CATEGORY_TREE.flatMap((top, topIndex) =>
    top.children.map((child, index) => ({
      ...child,
      parentId: topIds[topIndex]!,
      topIndex,
      priority: index + 1,
    })),
  );
  const childIcons = await drawAll(children, (child) =>
    categoryIcon(child.name, COLOURS[child.topIndex]!, true),
  );
  const childIds = await insertAll(
    tx,
    categories,
    children.map((child, index) => ({
      name: child.name,
      slug: child.slug,
      parentId: child.parentId,
      priority: child.priority,
      metaTitle: `Buy ${child.name} online | Mandi`,
      page: 'Categories',
      icon: childIcons[index],
    })),
  );
  children.forEach((child, index) => {
    categoryBySlug.set(child.slug, {
      id: childIds[index]!,
      name: child.name,
      parentId: child.parentId,
      colour: COLOURS[child.topIndex]!,
    });
  });
}

/** Taxes, units, brands, the category tree, attributes and their values. */
export async function seedCatalogueReference(tx: Tx): Promise<CatalogueReference> {
  const taxIds = await insertAll(
    tx,
    taxes,
    GST_RATES.map((rate) => ({ name: rate === 0 ? 'GST Exempt' : `GST ${rate}%`, rate })),
  );
  const unitIds = await insertAll(tx, measurementUnits, UNITS);
  const logos = await drawAll(BRANDS, ([name]) => brandLogo(name));
  const brandIds = await insertAll(
    tx,
    brands,
    BRANDS.map(([name, description], index) => ({ name, description, image: logos[index] })),
  );
  const categoryBySlug = await seedCategoryTree(tx);

  return {
    taxIdByRate: new Map(GST_RATES.map((rate, index) => [rate, taxIds[index]!])),
    unitIdByCode: new Map(UNITS.map((unit, index) => [unit.code, unitIds[index]!])),
    brandIdByName: new Map(BRANDS.map(([name], index) => [name, brandIds[index]!])),
    categoryBySlug,
    attributeOfSize: await seedAttributesWithExtras(tx),
  };
}

/** The attributes products use, then the extra ones the attribute screens show. */
async function seedAttributesWithExtras(tx: Tx) {
  const sizes = await seedAttributes(tx);
  await seedExtraAttributes(tx);
  return sizes;
}

/** Weight (attribute 1), Volume and Pack Size, with every pack size the catalogue uses. */
async function seedAttributes(tx: Tx) {
  const attributeIds = await insertAll(
    tx,
    attributes,
    ATTRIBUTES.map(({ name }) => ({ name })),
  );
  const labels = new Set(
    PRODUCT_GROUPS.flatMap((group) =>
      group.lines.flatMap((line) =>
        (line.split('|')[4] ?? '').split(',').map((entry) => entry.split('=')[0]!),
      ),
    ),
  );
  const values = ATTRIBUTES.flatMap((attribute, attributeIndex) =>
    [...labels]
      .map(parseSize)
      .filter((size) => attribute.units.includes(size.unit))
      .sort((a, b) => baseAmount(a) - baseAmount(b))
      .map((size, index) => ({
        name: size.label,
        priority: index + 1,
        attributeId: attributeIds[attributeIndex]!,
      })),
  );
  const valueIds = await insertAll(tx, attributesValues, values);
  return new Map(
    values.map((value, index) => [
      value.name,
      { attributeId: value.attributeId, attributesValueId: valueIds[index]! },
    ]),
  );
}
