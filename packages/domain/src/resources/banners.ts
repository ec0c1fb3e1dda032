import { z } from 'zod';
import { byRow, int, day as isoDayText, stampsRow, withAuthors } from '../answers';
import { BANNER_POSITIONS } from '../enums';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, optionalId, optionalText, text, updateSchemaOf } from '../validation';
import { isoDay, isReversedValidity, VALIDITY_ORDER_MESSAGE } from '../validity';
import { FILE_TYPE_MESSAGE, isAcceptedImageUrl } from './image-url';
import { displayPriority } from './priority';

/** Where a tap on the banner leads, and the field that names it. */
export const BANNER_PAGES = ['Categories', 'Product', 'Brand', 'Link'] as const;
export type BannerPage = (typeof BANNER_PAGES)[number];

/** The one size the app lays banners out at, and the upload limit (spec 02 §9). */
export const BANNER_IMAGE = { width: 1125, height: 500, maxMb: 5 } as const;
export const BANNER_IMAGE_REQUIRED = 'Please upload image';
export const bannerResolutionMessage = (width: number, height: number) =>
  `Image should be of resolution ${width}px x ${height}px`;

export const BANNER_LINK_FIELD = {
  Categories: 'categoryId',
  Product: 'productId',
  Brand: 'brandId',
  Link: 'link',
} as const satisfies Record<BannerPage, string>;

const LINK_REQUIRED: Record<BannerPage, string> = {
  Categories: 'Please choose a category',
  Product: 'Please choose a product',
  Brand: 'Please choose a brand',
  Link: 'Please enter link',
};
export const INVALID_URL_MESSAGE = 'Invalid URL format';

/** An http(s) address with a host: what the app can open. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

export interface BannerTarget {
  page?: string | null;
  categoryId?: number | null;
  productId?: number | null;
  brandId?: number | null;
  link?: string | null;
  validFrom?: string | null;
  validTill?: string | null;
}

/** The field and message when the banner's page misses what it leads to, or its dates are reversed. */
export function bannerProblem(banner: BannerTarget): { field: string; message: string } | null {
  const page = banner.page as BannerPage | null | undefined;
  if (page && page in BANNER_LINK_FIELD) {
    const field = BANNER_LINK_FIELD[page];
    if (!banner[field]) return { field, message: LINK_REQUIRED[page] };
    if (page === 'Link' && !isWebUrl(banner.link!)) return { field, message: INVALID_URL_MESSAGE };
  }
  if (isReversedValidity(banner.validFrom, banner.validTill))
    return { field: 'validTill', message: VALIDITY_ORDER_MESSAGE };
  return null;
}

/** Only the field of the chosen page is kept: a banner leads to one place. */
export function bannerTargetValues(banner: BannerTarget) {
  const page = banner.page as BannerPage | null | undefined;
  const keep = page ? BANNER_LINK_FIELD[page] : undefined;
  return {
    categoryId: keep === 'categoryId' ? (banner.categoryId ?? null) : null,
    productId: keep === 'productId' ? (banner.productId ?? null) : null,
    brandId: keep === 'brandId' ? (banner.brandId ?? null) : null,
    link: keep === 'link' ? (banner.link ?? null) : null,
  };
}

const day = z.preprocess(
  (value) => (value === '' ? null : value),
  isoDay('Please choose a date').nullable().optional(),
);

const bannerFields = z.object({
  enabled: enabled.default(true),
  name: text({ required: 'Please enter name', min: 3, max: 100, length: 'Length should be 3 to 100' }),
  image: z
    .string({ error: BANNER_IMAGE_REQUIRED })
    .trim()
    .min(1, BANNER_IMAGE_REQUIRED)
    .refine((url) => isAcceptedImageUrl(url), FILE_TYPE_MESSAGE),
  description: optionalText({ max: 1000 }),
  bannerPosition: z.enum(BANNER_POSITIONS, { error: 'Please choose a position' }).default('Home'),
  page: z.enum(BANNER_PAGES, { error: 'Please choose a page' }).nullable().optional(),
  categoryId: optionalId,
  productId: optionalId,
  brandId: optionalId,
  link: optionalText({ max: 2048 }),
  priority: displayPriority.default(0),
  validFrom: day,
  validTill: day,
});

export const bannerCreate = bannerFields.superRefine((value, context) => {
  const problem = bannerProblem(value);
  if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

/** A row as the API answers it. */
export const bannerRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  image: z.string(),
  description: z.string().nullable(),
  bannerPosition: z.enum(BANNER_POSITIONS),
  page: z.enum(BANNER_PAGES).nullable(),
  categoryId: int.nullable(),
  productId: int.nullable(),
  brandId: int.nullable(),
  link: z.string().nullable(),
  priority: int,
  validFrom: isoDayText.nullable(),
  validTill: isoDayText.nullable(),
  ...stampsRow,
  ...byRow,
});

export const banners = defineResource({
  name: 'banners',
  label: 'Banner',
  titleField: 'name',
  access: { read: ['banner'], write: ['banner'] },
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    name: { type: 'string' },
    image: { type: 'string' },
    description: { type: 'string' },
    bannerPosition: { type: 'string', values: BANNER_POSITIONS },
    page: { type: 'string', values: BANNER_PAGES },
    categoryId: { type: 'integer' },
    productId: { type: 'integer' },
    brandId: { type: 'integer' },
    link: { type: 'string' },
    priority: { type: 'integer' },
    validFrom: { type: 'date' },
    validTill: { type: 'date' },
    ...AUDIT_FIELDS,
  },
  relations: {
    category: { resource: 'categories', many: false },
    product: { resource: 'products', many: false },
    brand: { resource: 'brands', many: false },
  },
  // Banners by priority (spec 02 §9).
  defaultSort: [
    { field: 'priority', order: 'ASC' },
    { field: 'id', order: 'ASC' },
  ],
  pageSize: 10,
  create: bannerCreate,
  // The page rule needs the whole row: the server checks it on the stored row with the change.
  update: updateSchemaOf(bannerFields),
  row: bannerRow,
  detail: withAuthors(bannerRow),
  savedMessage: 'Banner saved successfully',
});
