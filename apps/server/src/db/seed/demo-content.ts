import type { Tx } from '../client';
import { faqs, settings, settingsProducts } from '../schema';
import { insertAll, insertLinks } from './bulk';
import type { SeededProduct } from './demo-products';

const FAQS: [title: string, answer: string][] = [
  [
    'What are your delivery hours?',
    'We deliver every day from 7 am to 10 pm. Orders placed before 6 pm are delivered the same day.',
  ],
  ['Is there a delivery charge?', 'Delivery is free on orders of ₹499 and above; below that we charge ₹49.'],
  [
    'Which areas do you deliver to?',
    'Enter your pincode on the home screen to check. We are adding new pincodes every month.',
  ],
  [
    'Can I pay cash on delivery?',
    'Yes. Cash on delivery is available on orders up to ₹5,000. Larger orders are paid online.',
  ],
  [
    'How do I return a damaged or wrong item?',
    'Tell the delivery partner at the door, or raise a request from Orders within 24 hours and we will refund or replace it.',
  ],
  [
    'When will I get my refund?',
    'Refunds for online payments reach your bank account or UPI in 5 to 7 working days.',
  ],
  [
    'How do I use a coupon?',
    'Enter the code in the cart before you pay. One coupon applies per order; first-order coupons work once.',
  ],
  [
    'Do you give GST invoices to businesses?',
    'Yes. Add your organization with its GSTIN in your profile and every invoice will carry it.',
  ],
  [
    'Are your fruits and vegetables fresh?',
    'They are bought at the mandi every morning and delivered the same day. Anything not fresh is replaced free.',
  ],
  ['Can I change my delivery address after ordering?', 'Call support before the order is out for delivery.'],
];

/** FAQs and the one settings row, with the spec's defaults and a few featured products. */
export async function seedContent(tx: Tx, products: SeededProduct[]) {
  await insertAll(
    tx,
    faqs,
    FAQS.map(([title, answer], index) => ({ title, answer, priority: index + 1 })),
  );
  const [settingId] = await insertAll(tx, settings, [
    {
      deliveryCharge: 49,
      freeDeliveryThreshold: 499,
      orderCutOffTime: '18:00',
      deliveryDiscount: 0,
      maximumDeliveryDays: 3,
      discountDeliveryDays: 0,
      maximumCashAllowed: 5000,
      maximumDeliveryDiscount: 0,
      supportEmail: 'support@mandi.example.in',
      supportContact: '+919820012345',
      address: 'Shop 14, APMC Market Yard, Sector 19, Vashi, Navi Mumbai 400703',
      homeVideoLink: 'https://www.youtube.com/@mandistore/videos',
      popularSearch: ['milk', 'atta', 'onion', 'tomato', 'paneer', 'basmati rice', 'ghee'],
      facebook: 'https://www.facebook.com/mandi.store',
      instagram: 'https://www.instagram.com/mandi.store',
      twitter: 'https://twitter.com/mandistore',
      linkedin: 'https://www.linkedin.com/company/mandi-store',
      youtube: 'https://www.youtube.com/@mandistore',
      androidVersion: '0.0.1',
      androidForceUpdate: false,
      iosVersion: '0.0.1',
      iosForceUpdate: false,
      productDiscountType: 'percent',
      discountOptions: ['10% Off', '20% Off', '30% Off', '50% Off'],
      activateCOD: true,
      activatePaymentGateway: true,
    },
  ]);
  const featured = products
    .filter((p) => p.enabled)
    .slice(0, 60)
    .filter((_, i) => i % 10 === 0);
  await insertLinks(
    tx,
    settingsProducts,
    featured.map((p, index) => ({ settingId: settingId!, productId: p.id, priority: index + 1 })),
  );
}
