import type { Tx } from '../client';
import { banners, coupons, couponsCategories, notifications } from '../schema';
import { insertAll, insertLinks } from './bulk';
import { dayFrom } from './dates';
import type { CatalogueReference } from './demo-catalogue';
import type { SeededCity } from './demo-locations';
import { bannerPicture } from './demo-pictures';
import type { SeededProduct } from './demo-products';

export interface SeededCoupon {
  id: number;
  code: string;
  enabled: boolean;
  firstTimeUser: boolean;
  validFrom: string;
  validTill: string;
  minimumAmount: number;
  applyDiscount: 'percent' | 'amount';
  percentAmount: number;
  discountAmount: number;
  maximumDiscountAmount: number;
  /** Top-level categories it is limited to; empty for the whole cart. */
  categorySlugs: string[];
}

const PERCENT = { applyDiscount: 'percent' as const, discountAmount: 0 };
const AMOUNT = { applyDiscount: 'amount' as const, percentAmount: 0, maximumDiscountAmount: 0 };

/** The demo coupons; validFrom and validTill are days from today. */
const COUPON_DRAFTS: (Omit<typeof coupons.$inferInsert, 'validFrom' | 'validTill'> & {
  validFrom: number;
  validTill: number;
  categories: string[];
})[] = [
  {
    name: 'Welcome offer',
    code: 'WELCOME50',
    description: 'Flat ₹50 off your first order above ₹299.',
    firstTimeUser: true,
    validFrom: -120,
    validTill: 245,
    totalAvailable: 5000,
    minimumAmount: 299,
    ...AMOUNT,
    discountAmount: 50,
    categories: [],
  },
  {
    name: 'Fresh produce 10% off',
    code: 'FRESH10',
    description: '10% off fruits and vegetables, up to ₹100.',
    validFrom: -100,
    validTill: 30,
    totalAvailable: 2000,
    minimumAmount: 199,
    ...PERCENT,
    percentAmount: 10,
    maximumDiscountAmount: 100,
    categories: ['fruits-vegetables'],
  },
  {
    name: 'Staples saver',
    code: 'STAPLES15',
    description: '15% off atta, rice, dals and oils on orders above ₹999, up to ₹150.',
    validFrom: -60,
    validTill: 60,
    totalAvailable: 1000,
    minimumAmount: 999,
    ...PERCENT,
    percentAmount: 15,
    maximumDiscountAmount: 150,
    categories: ['staples'],
  },
  {
    name: 'Dairy morning',
    code: 'DAIRY5',
    description: '5% off milk, curd and paneer, up to ₹50.',
    validFrom: -90,
    validTill: 10,
    totalAvailable: 3000,
    minimumAmount: 149,
    ...PERCENT,
    percentAmount: 5,
    maximumDiscountAmount: 50,
    categories: ['dairy-bakery'],
  },
  {
    name: 'Big basket ₹100 off',
    code: 'FLAT100',
    description: 'Flat ₹100 off orders above ₹1,499.',
    oneTimeUse: true,
    validFrom: -45,
    validTill: 45,
    totalAvailable: 500,
    minimumAmount: 1499,
    ...AMOUNT,
    discountAmount: 100,
    categories: [],
  },
  {
    name: 'Monsoon sale',
    code: 'MONSOON20',
    description: '20% off household essentials during the monsoon sale.',
    enabled: false,
    validFrom: -150,
    validTill: -100,
    totalAvailable: 800,
    minimumAmount: 499,
    ...PERCENT,
    percentAmount: 20,
    maximumDiscountAmount: 200,
    categories: ['household'],
  },
  {
    name: 'Diwali dhamaka',
    code: 'DIWALI25',
    description: '25% off dry fruits and sweets for Diwali, up to ₹250.',
    validFrom: 20,
    validTill: 40,
    totalAvailable: 1500,
    minimumAmount: 799,
    ...PERCENT,
    percentAmount: 25,
    maximumDiscountAmount: 250,
    categories: ['dry-fruits', 'chocolates-sweets'],
  },
];

/** Coupons, some limited to categories; a spent one, a future one and a switched-off one. */
export async function seedCoupons(tx: Tx, ref: CatalogueReference, now: Date): Promise<SeededCoupon[]> {
  const list = COUPON_DRAFTS.map((coupon) => ({
    ...coupon,
    validFrom: dayFrom(now, coupon.validFrom),
    validTill: dayFrom(now, coupon.validTill),
  }));
  const ids = await insertAll(
    tx,
    coupons,
    list.map(({ categories: _categories, ...coupon }) => coupon),
  );
  await insertLinks(
    tx,
    couponsCategories,
    list.flatMap((coupon, index) =>
      coupon.categories.map((slug) => ({
        couponId: ids[index]!,
        categoryId: ref.categoryBySlug.get(slug)!.id,
      })),
    ),
  );
  return list.map((coupon, index) => ({
    id: ids[index]!,
    code: coupon.code,
    enabled: coupon.enabled ?? true,
    firstTimeUser: coupon.firstTimeUser ?? false,
    validFrom: coupon.validFrom,
    validTill: coupon.validTill,
    minimumAmount: coupon.minimumAmount ?? 0,
    applyDiscount: coupon.applyDiscount ?? 'percent',
    percentAmount: coupon.percentAmount ?? 0,
    discountAmount: coupon.discountAmount ?? 0,
    maximumDiscountAmount: coupon.maximumDiscountAmount ?? 0,
    categorySlugs: coupon.categories,
  }));
}

/** Where a banner or notification leads, by name: resolved to the ids the rows hold. */
type Target = { category: string } | { product: string } | { brand: string } | { link: string };

/** The demo banners (1125 x 500), each drawn in its colour; from and till are days from today. */
const BANNER_DRAFTS: {
  name: string;
  description: string;
  colour: string;
  enabled?: boolean;
  bannerPosition: (typeof banners.$inferInsert)['bannerPosition'];
  page: string;
  target: Target;
  priority: number;
  from: number;
  till: number;
}[] = [
  {
    name: 'Fresh from the mandi',
    description: 'Fruits & vegetables picked this morning',
    colour: '#2e7d32',
    bannerPosition: 'Home',
    page: 'Categories',
    target: { category: 'fruits-vegetables' },
    priority: 1,
    from: -30,
    till: 60,
  },
  {
    name: 'Alphonso season',
    description: 'Ratnagiri mangoes, by the dozen',
    colour: '#ef6c00',
    bannerPosition: 'Home',
    page: 'Product',
    target: { product: 'Alphonso Mango' },
    priority: 2,
    from: -10,
    till: 20,
  },
  {
    name: 'Amul week',
    description: 'Butter, ghee and cheese at the best prices',
    colour: '#1565c0',
    bannerPosition: 'Home',
    page: 'Brand',
    target: { brand: 'Amul' },
    priority: 3,
    from: -5,
    till: 2,
  },
  {
    name: 'Staples saver',
    description: 'Use STAPLES15 on orders above ₹999',
    colour: '#8d6e63',
    bannerPosition: 'Categories',
    page: 'Categories',
    target: { category: 'staples' },
    priority: 1,
    from: -60,
    till: 60,
  },
  {
    name: 'Free delivery',
    description: 'On every order above ₹499',
    colour: '#00838f',
    bannerPosition: 'Cart',
    page: 'Link',
    target: { link: 'https://mandi.example.in/free-delivery' },
    priority: 1,
    from: -90,
    till: 275,
  },
  {
    name: 'Monsoon sale',
    description: 'Household essentials up to 20% off',
    colour: '#6a1b9a',
    enabled: false,
    bannerPosition: 'Product',
    page: 'Categories',
    target: { category: 'household' },
    priority: 2,
    from: -150,
    till: -100,
  },
];

/** The demo push notifications, broad and targeted; `day` is days from today. */
const NOTIFICATION_DRAFTS: (Omit<typeof notifications.$inferInsert, 'notificationDate' | 'link'> & {
  target?: Target;
  place?: { city: string; pincode?: string };
  day: number;
})[] = [
  {
    title: 'Fresh stock is in!',
    message: 'Seasonal fruits and vegetables just arrived. Order before 6 pm for same-day delivery.',
    page: 'Categories',
    target: { category: 'fruits-vegetables' },
    sendToAll: true,
    day: -2,
    notificationTime: '08:00',
  },
  {
    title: 'Your weekly staples',
    message: 'Atta, rice and dals: 15% off with STAPLES15 on orders above ₹999.',
    page: 'Categories',
    target: { category: 'staples' },
    sendToAll: true,
    platform: 'android',
    day: -7,
    notificationTime: '10:30',
  },
  {
    title: 'Mango mania in Pune',
    message: 'Alphonso mangoes are back. Get a dozen delivered today.',
    page: 'Product',
    target: { product: 'Alphonso Mango' },
    place: { city: 'Pune' },
    sendAutomatedNotification: true,
    day: 1,
    notificationTime: '09:15',
  },
  {
    title: 'Koramangala, we are live',
    message: 'Free delivery on your first three orders in Koramangala.',
    page: 'Home',
    place: { city: 'Bengaluru', pincode: '560034' },
    platform: 'ios',
    day: -1,
    notificationTime: '18:45',
  },
  {
    title: 'Track your order live',
    message: 'Update the app to see where your order is on the map.',
    page: 'Orders',
    sendToAll: true,
    // To the customers still on 1.3.1 or older (the version before live tracking).
    appVersion: '1.3.1',
    day: -3,
    notificationTime: '12:00',
  },
  {
    title: 'Free delivery weekend',
    message: 'No delivery charge this weekend on every order.',
    page: 'Link',
    target: { link: 'https://mandi.example.in/free-delivery' },
    sendToAll: true,
    sendAutomatedNotification: true,
    day: 4,
    notificationTime: '07:30',
  },
  {
    title: 'Monsoon sale ended',
    message: 'Thank you for shopping the monsoon sale.',
    page: 'Home',
    enabled: false,
    sendToAll: true,
    day: -100,
    notificationTime: '20:00',
  },
];

/** Names to the seeded rows' ids: categories by slug, products by name, brands, cities. */
function lookups(ref: CatalogueReference, products: SeededProduct[], cities: SeededCity[]) {
  const targetIds = (target: Target) => {
    if ('category' in target) return { categoryId: ref.categoryBySlug.get(target.category)!.id };
    if ('product' in target) {
      const found = products.find((p) => p.name === target.product);
      if (!found) throw new Error(`unknown demo product ${target.product}`);
      return { productId: found.id };
    }
    if ('brand' in target) return { brandId: ref.brandIdByName.get(target.brand)! };
    return { link: target.link };
  };
  const placeIds = (place: { city: string; pincode?: string }) => {
    const city = cities.find((c) => c.name === place.city)!;
    const pincode = place.pincode ? city.pincodes.find((p) => p.pincode === place.pincode)! : undefined;
    return { stateId: city.stateId, cityId: city.id, ...(pincode ? { pincodeId: pincode.id } : {}) };
  };
  return { targetIds, placeIds };
}

/** A notification's params: the id or link its page opens with. */
const paramsOf = (ids: { categoryId?: number; productId?: number; link?: string }) =>
  ids.categoryId !== undefined
    ? String(ids.categoryId)
    : ids.productId !== undefined
      ? String(ids.productId)
      : ids.link;

/** Home and page banners (1125 x 500), and push notifications, broad and targeted. */
export async function seedBannersAndNotifications(
  tx: Tx,
  ref: CatalogueReference,
  products: SeededProduct[],
  cities: SeededCity[],
  now: Date,
) {
  const { targetIds, placeIds } = lookups(ref, products, cities);
  const bannerRows: (typeof banners.$inferInsert)[] = [];
  // One after another: the pictures are drawn by one child process.
  for (const { colour, target, from, till, ...banner } of BANNER_DRAFTS) {
    bannerRows.push({
      ...banner,
      image: await bannerPicture(banner.name, banner.description, colour),
      ...targetIds(target),
      validFrom: dayFrom(now, from),
      validTill: dayFrom(now, till),
    });
  }
  await insertAll(tx, banners, bannerRows);

  await insertAll(
    tx,
    notifications,
    NOTIFICATION_DRAFTS.map(({ target, place, day, ...notification }) => {
      const ids = target ? targetIds(target) : {};
      const params = target ? paramsOf(ids) : undefined;
      return {
        ...notification,
        ...(params !== undefined ? { params } : {}),
        ...ids,
        ...(place ? placeIds(place) : {}),
        notificationDate: dayFrom(now, day),
      };
    }),
  );
}
