/** Words for demo orders: staff comments, review texts, the phones orders come from. */

export const STAFF_COMMENTS = [
  'Customer asked to leave the order with the security guard.',
  'Called the customer: delivery moved to the evening slot.',
  'Substituted Amul Taaza with Mother Dairy toned milk, customer agreed.',
  'Ring the bell twice, dog at home.',
  'Deliver after 5 pm.',
];

export const CANCEL_COMMENTS = [
  'Cancelled at the customer’s request: ordered twice by mistake.',
  'Customer not reachable after three calls.',
  'Payment failed; customer will order again.',
  'Items out of stock at the time of packing.',
];

export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    'Very fresh vegetables, on time as always.',
    'Excellent packing and quick delivery.',
    'Best paneer in town!',
  ],
  4: ['Good quality, delivery was a little late.', 'Fruits were fresh, one item was missing but refunded.'],
  3: ['Okay experience. Tomatoes were slightly overripe.', 'Average, delivery slot was missed.'],
  2: ['Milk packet was leaking.', 'Delivery came two hours late.'],
  1: ['Wrong items delivered and no call back.', 'Order arrived damaged.'],
};

export const REVIEW_SUGGESTIONS = [
  'Please add more organic options.',
  'An early morning delivery slot would help.',
  'Paper bags instead of plastic, please.',
  'Show the expiry date in the app.',
];

export const DEVICES = [
  { platform: 'android', manufacturer: 'samsung', model: 'SM-A525F', OSVersion: '13' },
  { platform: 'android', manufacturer: 'Xiaomi', model: 'Redmi Note 12', OSVersion: '13' },
  { platform: 'android', manufacturer: 'vivo', model: 'V2204', OSVersion: '12' },
  { platform: 'android', manufacturer: 'OnePlus', model: 'CPH2449', OSVersion: '14' },
  { platform: 'android', manufacturer: 'realme', model: 'RMX3491', OSVersion: '13' },
  { platform: 'ios', manufacturer: 'Apple', model: 'iPhone14,7', OSVersion: '17.4' },
  { platform: 'ios', manufacturer: 'Apple', model: 'iPhone13,2', OSVersion: '16.6' },
];

/**
 * The store app's versions in use, newest first, with how many customers are on each: most
 * update, a few stay behind (the ones a "please update" notification is for).
 */
export const APP_VERSIONS = [
  ['1.4.2', 50],
  ['1.4.0', 22],
  ['1.3.1', 16],
  ['1.2.0', 12],
] as const;

/** First two octets of Indian mobile and broadband networks. */
export const IP_PREFIXES = ['49.36', '106.51', '122.170', '157.47', '117.99', '223.185', '103.211'];
