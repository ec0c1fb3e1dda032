import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, optionalId, optionalText, text, updateSchemaOf } from '../validation';
import { CATEGORY_PAGES, categoryLinkProblem, SLUG_MAX_LENGTH, slugify } from './category-rules';
import { optionalImageUrl } from './image-url';
import { displayPriority } from './priority';

/** The category icon upload's limit in MB (spec: "icon upload max size 1"). */
export const CATEGORY_ICON_MAX_MB = 1;

const categoryFields = z.object({
  enabled: enabled.default(true),
  name: text({ required: 'Please enter name', min: 3, max: 150, length: 'Length should be 3 to 150' }),
  /** Made from the name when left empty; whatever is typed is turned into a slug. */
  slug: optionalText({ max: SLUG_MAX_LENGTH }).transform((value) => (value ? slugify(value) || null : value)),
  icon: optionalImageUrl(),
  image: optionalImageUrl(),
  banner: optionalImageUrl(),
  description: optionalText({ max: 5000 }),
  priority: displayPriority.default(0),
  featured: z.boolean().default(false),
  /** null or absent: a top-level category. */
  parentId: optionalId,
  metaTitle: optionalText({ max: 255 }),
  metaDescription: optionalText({ max: 1000 }),
  metaKeywords: optionalText({ max: 1000 }),
  displayInFooter: z.boolean().default(false),
  page: z.enum(CATEGORY_PAGES, { error: 'Please choose a page' }).nullable().optional(),
  productId: optionalId,
  brandId: optionalId,
});

export const categoryCreate = categoryFields.superRefine((value, context) => {
  const problem = categoryLinkProblem(value);
  if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

/** A row as the API answers it. */
export const categoryRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  banner: z.string().nullable(),
  description: z.string().nullable(),
  priority: int,
  featured: z.boolean(),
  parentId: int.nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  displayInFooter: z.boolean(),
  page: z.enum(CATEGORY_PAGES).nullable(),
  productId: int.nullable(),
  brandId: int.nullable(),
  ...stampsRow,
  ...byRow,
});

export const categories = defineResource({
  name: 'categories',
  label: 'Category',
  titleField: 'name',
  access: { read: ['category', 'product', 'banner', 'coupon'], write: ['category'] },
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    name: { type: 'string' },
    slug: { type: 'string' },
    icon: { type: 'string' },
    image: { type: 'string' },
    banner: { type: 'string' },
    description: { type: 'string' },
    priority: { type: 'integer' },
    featured: { type: 'boolean' },
    parentId: { type: 'integer' },
    metaTitle: { type: 'string' },
    metaDescription: { type: 'string' },
    metaKeywords: { type: 'string' },
    displayInFooter: { type: 'boolean' },
    page: { type: 'string', values: CATEGORY_PAGES },
    productId: { type: 'integer' },
    brandId: { type: 'integer' },
    ...AUDIT_FIELDS,
  },
  relations: {
    parent: { resource: 'categories', many: false },
    children: { resource: 'categories', many: true },
    brand: { resource: 'brands', many: false },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: categoryCreate,
  // The link rule needs the whole row: the server checks it on the stored row with the change.
  update: updateSchemaOf(categoryFields),
  row: categoryRow,
  detail: withAuthors(categoryRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Name', field: 'name' },
    { header: 'Slug', field: 'slug' },
    { header: 'Parent ID', field: 'parentId' },
    { header: 'Priority', field: 'priority' },
    { header: 'Featured', field: 'featured' },
    { header: 'Display in footer', field: 'displayInFooter' },
    { header: 'Enabled', field: 'enabled' },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: 'Category saved successfully',
});

/** A node of the admin's tree (`GET /categories/listForAdmin/tree`): enough to name, place and pick. */
const adminTreeNodeRow = categoryRow.pick({
  id: true,
  parentId: true,
  name: true,
  slug: true,
  enabled: true,
  icon: true,
  priority: true,
  featured: true,
});
export type CategoryAdminTreeNode = z.output<typeof adminTreeNodeRow> & { children: CategoryAdminTreeNode[] };
export const categoryAdminTreeNode: z.ZodType<CategoryAdminTreeNode> = z
  .object({
    ...adminTreeNodeRow.shape,
    get children() {
      return z.array(categoryAdminTreeNode);
    },
  })
  .meta({ id: 'CategoryAdminTreeNode' }); // named: the OpenAPI document refers to it from within itself

/** A node of the store's tree (`GET /categories/list/tree`): also each tile's pictures and link. */
const storeTreeNodeRow = adminTreeNodeRow.extend({
  ...categoryRow.pick({ image: true, banner: true, displayInFooter: true, productId: true, brandId: true })
    .shape,
  page: z.string().nullable().describe('one of CATEGORY_PAGES'),
});
export type CategoryStoreTreeNode = z.output<typeof storeTreeNodeRow> & { children: CategoryStoreTreeNode[] };
export const categoryStoreTreeNode: z.ZodType<CategoryStoreTreeNode> = z
  .object({
    ...storeTreeNodeRow.shape,
    get children() {
      return z.array(categoryStoreTreeNode);
    },
  })
  .meta({ id: 'CategoryStoreTreeNode' }); // named: the OpenAPI document refers to it from within itself
