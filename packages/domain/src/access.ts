/**
 * Screens (route keys) and who may open them. A role stores the keys of the screens it may
 * open; `GET /api/routes` answers ROUTE_TREE, the web builds its menu from the same keys and
 * the server checks every call against them. The titles are a store owner's words for the
 * screens: the sidebar and a role's screen list both show them.
 */
export const ROUTE_TREE = [
  { key: 'dashboard', title: 'Dashboard' },
  {
    key: 'catalogue',
    title: 'Catalogue',
    children: [
      { key: 'product', title: 'Products' },
      { key: 'category', title: 'Categories' },
      { key: 'brand', title: 'Brands' },
      { key: 'attribute', title: 'Attributes' },
      { key: 'tax', title: 'Taxes' },
      { key: 'measurement-unit', title: 'Units of measure' },
    ],
  },
  {
    key: 'customers',
    title: 'Customers',
    children: [
      { key: 'user', title: 'Customers' },
      { key: 'organization', title: 'Organizations' },
      { key: 'contact', title: 'Contacts' },
      { key: 'address', title: 'Addresses' },
    ],
  },
  { key: 'order', title: 'Orders' },
  { key: 'delivery', title: 'Delivery runs' },
  { key: 'gst', title: 'GST returns' },
  { key: 'review', title: 'Product reviews' },
  {
    key: 'marketing',
    title: 'Marketing',
    children: [
      { key: 'coupon', title: 'Coupons' },
      { key: 'banner', title: 'Banners' },
      { key: 'notification', title: 'Push notifications' },
    ],
  },
  { key: 'faq', title: 'FAQs' },
  { key: 'setting', title: 'Settings' },
  {
    key: 'locations',
    title: 'Locations',
    children: [
      { key: 'country', title: 'Countries' },
      { key: 'state', title: 'States' },
      { key: 'city', title: 'Cities' },
      { key: 'pincode', title: 'Delivery pincodes' },
    ],
  },
  {
    key: 'staff',
    title: 'Staff',
    children: [
      { key: 'admin', title: 'Staff accounts' },
      { key: 'admin-role', title: 'Staff roles' },
      { key: 'audit', title: 'History' },
    ],
  },
] as const;

type TreeNode = (typeof ROUTE_TREE)[number];
type LeafOf<N> = N extends { children: readonly (infer C)[] } ? C : N;
/** A screen a role may be given. Group nodes (catalogue, customers, ...) are only headings. */
export type RouteKey = LeafOf<TreeNode> extends { key: infer K } ? K : never;

export const ROUTE_KEYS: readonly RouteKey[] = ROUTE_TREE.flatMap((node) =>
  'children' in node ? node.children.map((child) => child.key) : [node.key],
) as RouteKey[];

const ROUTE_KEY_SET: ReadonlySet<string> = new Set(ROUTE_KEYS);

/** Every signed-in request checks its role's keys: a set, not a walk of the list. */
export function isRouteKey(value: string): value is RouteKey {
  return ROUTE_KEY_SET.has(value);
}

export const SUPERADMIN = 'superadmin';
export const ROLE_NAMES = ['superadmin', 'admin', 'executive'] as const;

/** What the server knows about the signed-in admin when it checks a call. */
export interface Principal {
  id: number;
  roles: string[];
  routes: RouteKey[];
}

export function isSuperadmin(principal: Pick<Principal, 'roles'>): boolean {
  return principal.roles.includes(SUPERADMIN);
}

/** Superadmin opens every screen; other roles open the screens their role lists. */
export function canOpen(principal: Principal, key: RouteKey): boolean {
  return isSuperadmin(principal) || principal.routes.includes(key);
}

/**
 * Who may call a resource: `read` lists the screens that need its rows (the product form reads
 * taxes, so `product` may read taxes); `write` lists the screens that change it, or
 * 'superadmin' when only a superadmin may.
 */
export interface Access {
  read: readonly RouteKey[];
  write: readonly RouteKey[] | 'superadmin';
}

export function canRead(principal: Principal, access: Access): boolean {
  return isSuperadmin(principal) || access.read.some((key) => principal.routes.includes(key));
}

export function canWrite(principal: Principal, access: Access): boolean {
  if (isSuperadmin(principal)) return true;
  if (access.write === 'superadmin') return false;
  return access.write.some((key) => principal.routes.includes(key));
}
