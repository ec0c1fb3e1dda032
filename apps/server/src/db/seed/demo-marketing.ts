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

/** Coupons, some limited to categories; a spent one, a future one and a switched-off one. */
export async function seedCoupons(tx: Tx, ref: CatalogueReference, now: Date): Promise<SeededCoupon[]> {
  const day = (days: number) => dayFrom(now, days);
  const percent = { applyDiscount: 'percent' as const, discountAmount: 0 };
  const amount = { applyDiscount: 'amount' as const, percentAmount: 0, maximumDiscountAmount: 0 };
  const list: (typeof coupons.$inferInsert & { categories: string[] })[] = [
    {
      name: 'Welcome offer',
      code: 'WELCOME50',
      description: 'Flat ₹50 off your first order above ₹299.',
      firstTimeUser: true,
      validFrom: day(-120),
      validTill: day(245),
      totalAvailable: 5000,
      minimumAmount: 299,
      ...amount,
      discountAmount: 50,
      categories: [],
    },
    {
      name: 'Fresh produce 10% off',
      code: 'FRESH10',
      description: '10% off fruits and vegetables, up to ₹100.',
      validFrom: day(-100),
      validTill: day(30),
      totalAvailable: 2000,
      minimumAmount: 199,
      ...percent,
      percentAmount: 10,
      maximumDiscountAmount: 100,
      categories: ['fruits-vegetables'],
    },
    {
      name: 'Staples saver',
      code: 'STAPLES15',
      description: '15% off atta, rice, dals and oils on orders above ₹999, up to ₹150.',
      validFrom: day(-60),
      validTill: day(60),
      totalAvailable: 1000,
      minimumAmount: 999,
      ...percent,
      percentAmount: 15,
      maximumDiscountAmount: 150,
      categories: ['staples'],
    },
    {
      name: 'Dairy morning',
      code: 'DAIRY5',
      description: '5% off milk, curd and paneer, up to ₹50.',
      validFrom: day(-90),
      validTill: day(10),
      totalAvailable: 3000,
      minimumAmount: 149,
      ...percent,
      percentAmount: 5,
      maximumDiscountAmount: 50,
      categories: ['dairy-bakery'],
    },
    {
      name: 'Big basket ₹100 off',
      code: 'FLAT100',
      description: 'Flat ₹100 off orders above ₹1,499.',
      oneTimeUse: true,
      validFrom: day(-45),
      validTill: day(45),
      totalAvailable: 500,
      minimumAmount: 1499,
      ...amount,
      discountAmount: 100,
      categories: [],
    },
    {
      name: 'Monsoon sale',
      code: 'MONSOON20',
      description: '20% off household essentials during the monsoon sale.',
      enabled: false,
      validFrom: day(-150),
      validTill: day(-100),
      totalAvailable: 800,
      minimumAmount: 499,
      ...percent,
      percentAmount: 20,
      maximumDiscountAmount: 200,
      categories: ['household'],
    },
    {
      name: 'Diwali dhamaka',
      code: 'DIWALI25',
      description: '25% off dry fruits and sweets for Diwali, up to ₹250.',
      validFrom: day(20),
      validTill: day(40),
      totalAvailable: 1500,
      minimumAmount: 799,
      ...percent,
      percentAmount: 25,
      maximumDiscountAmount: 250,
      categories: ['dry-fruits', 'chocolates-sweets'],
    },
  ];
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

/** Home and page banners (1125 x 500), and push notifications, broad and targeted. */
export async function seedBannersAndNotifications(
  tx: Tx,
  ref: CatalogueReference,
  products: SeededProduct[],
  cities: SeededCity[],
  now: Date,
) {
  const day = (days: number) => dayFrom(now, days);
  const category = (slug: string) => ref.categoryBySlug.get(slug)!.id;
  const product = (name: string) => {
    const found = products.find((p) => p.name === name);
    if (!found) throw new Error(`unknown demo product ${name}`);
    return found.id;
  };
  const city = (name: string) => cities.find((c) => c.name === name)!;

  await insertAll(tx, banners, [
    {
      name: 'Fresh from the mandi',
      description: 'Fruits & vegetables picked this morning',
      image: await bannerPicture(
        'Fresh from the mandi',
        'Fruits & vegetables picked this morning',
        '#2e7d32',
      ),
      bannerPosition: 'Home',
      page: 'Categories',
      categoryId: category('fruits-vegetables'),
      priority: 1,
      validFrom: day(-30),
      validTill: day(60),
    },
    {
      name: 'Alphonso season',
      description: 'Ratnagiri mangoes, by the dozen',
      image: await bannerPicture('Alphonso season', 'Ratnagiri mangoes, by the dozen', '#ef6c00'),
      bannerPosition: 'Home',
      page: 'Product',
      productId: product('Alphonso Mango'),
      priority: 2,
      validFrom: day(-10),
      validTill: day(20),
    },
    {
      name: 'Amul week',
      description: 'Butter, ghee and cheese at the best prices',
      image: await bannerPicture('Amul week', 'Butter, ghee and cheese at the best prices', '#1565c0'),
      bannerPosition: 'Home',
      page: 'Brand',
      brandId: ref.brandIdByName.get('Amul')!,
      priority: 3,
      validFrom: day(-5),
      validTill: day(2),
    },
    {
      name: 'Staples saver',
      description: 'Use STAPLES15 on orders above ₹999',
      image: await bannerPicture('Staples saver', 'Use STAPLES15 on orders above ₹999', '#8d6e63'),
      bannerPosition: 'Categories',
      page: 'Categories',
      categoryId: category('staples'),
      priority: 1,
      validFrom: day(-60),
      validTill: day(60),
    },
    {
      name: 'Free delivery',
      description: 'On every order above ₹499',
      image: await bannerPicture('Free delivery', 'On every order above ₹499', '#00838f'),
      bannerPosition: 'Cart',
      page: 'Link',
      link: 'https://mandi.example.in/free-delivery',
      priority: 1,
      validFrom: day(-90),
      validTill: day(275),
    },
    {
      name: 'Monsoon sale',
      description: 'Household essentials up to 20% off',
      image: await bannerPicture('Monsoon sale', 'Household essentials up to 20% off', '#6a1b9a'),
      enabled: false,
      bannerPosition: 'Product',
      page: 'Categories',
      categoryId: category('household'),
      priority: 2,
      validFrom: day(-150),
      validTill: day(-100),
    },
  ]);

  const pune = city('Pune');
  const bengaluru = city('Bengaluru');
  await insertAll(tx, notifications, [
    {
      title: 'Fresh stock is in!',
      message: 'Seasonal fruits and vegetables just arrived. Order before 6 pm for same-day delivery.',
      page: 'Categories',
      params: String(category('fruits-vegetables')),
      categoryId: category('fruits-vegetables'),
      sendToAll: true,
      notificationDate: day(-2),
      notificationTime: '08:00',
    },
    {
      title: 'Your weekly staples',
      message: 'Atta, rice and dals: 15% off with STAPLES15 on orders above ₹999.',
      page: 'Categories',
      params: String(category('staples')),
      categoryId: category('staples'),
      sendToAll: true,
      platform: 'android',
      notificationDate: day(-7),
      notificationTime: '10:30',
    },
    {
      title: 'Mango mania in Pune',
      message: 'Alphonso mangoes are back. Get a dozen delivered today.',
      page: 'Product',
      params: String(product('Alphonso Mango')),
      productId: product('Alphonso Mango'),
      stateId: pune.stateId,
      cityId: pune.id,
      sendAutomatedNotification: true,
      notificationDate: day(1),
      notificationTime: '09:15',
    },
    {
      title: 'Koramangala, we are live',
      message: 'Free delivery on your first three orders in Koramangala.',
      page: 'Home',
      stateId: bengaluru.stateId,
      cityId: bengaluru.id,
      pincodeId: bengaluru.pincodes.find((p) => p.pincode === '560034')!.id,
      platform: 'ios',
      notificationDate: day(-1),
      notificationTime: '18:45',
    },
    {
      title: 'Track your order live',
      message: 'Update the app to see where your order is on the map.',
      page: 'Orders',
      sendToAll: true,
      // To the customers still on 1.3.1 or older (the version before live tracking).
      appVersion: '1.3.1',
      notificationDate: day(-3),
      notificationTime: '12:00',
    },
    {
      title: 'Free delivery weekend',
      message: 'No delivery charge this weekend on every order.',
      page: 'Link',
      link: 'https://mandi.example.in/free-delivery',
      params: 'https://mandi.example.in/free-delivery',
      sendToAll: true,
      sendAutomatedNotification: true,
      notificationDate: day(4),
      notificationTime: '07:30',
    },
    {
      title: 'Monsoon sale ended',
      message: 'Thank you for shopping the monsoon sale.',
      page: 'Home',
      enabled: false,
      sendToAll: true,
      notificationDate: day(-100),
      notificationTime: '20:00',
    },
  ]);
}
