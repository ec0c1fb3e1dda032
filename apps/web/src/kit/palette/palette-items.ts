import { formatDate, formatInr, type SearchAnswer } from '@mandi/domain';
import { orderPaths } from '../../routes/orders/order-screen';
import { productPaths } from '../../routes/products/product-screen';
import type { AppRoute } from '../../routes/route-types';
import { userPaths } from '../../routes/users/user-screen';
import { groupOf, menuLinkOf, menuRoutes } from '../../shell/route-tree';

export type PaletteGroup = 'Screens' | 'Orders' | 'Customers' | 'Products';

/** One choice of the palette: where it goes and how it reads. */
export interface PaletteItem {
  /** Unique in the list: an element id is built from it. */
  key: string;
  group: PaletteGroup;
  label: string;
  detail?: string;
  to: string;
}

/** The groups in the order the palette shows them. */
export const PALETTE_GROUPS: readonly PaletteGroup[] = ['Screens', 'Orders', 'Customers', 'Products'];

/**
 * The screens whose title (or group's title) holds every word typed, as the sidebar lists
 * them: `routes` are already the screens the role may open (visibleRoutes), and menuRoutes
 * keeps those the sidebar and header search offer.
 */
export function screenItems(routes: readonly AppRoute[], text: string): PaletteItem[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return menuRoutes(routes).flatMap((route) => {
    const group = groupOf(route);
    const label = group ? `${group.title} › ${route.title}` : route.title;
    const haystack = label.toLowerCase();
    if (!words.every((word) => haystack.includes(word))) return [];
    return [{ key: `screen:${route.path}`, group: 'Screens' as const, label, to: menuLinkOf(route)! }];
  });
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The server's answer (GET /api/search) as palette choices, each opening its screen. */
export function answerItems(answer: SearchAnswer | undefined): PaletteItem[] {
  if (!answer) return [];
  return [
    ...answer.orders.map((order) => ({
      key: `order:${order.id}`,
      group: 'Orders' as const,
      label: `Order #${order.id} · ${order.customerName}`,
      detail: joined(
        order.status,
        formatInr(order.grandTotal),
        order.orderTimestamp ? formatDate(order.orderTimestamp) : null,
        order.orderReference,
      ),
      to: orderPaths.view(order.id),
    })),
    ...answer.customers.map((customer) => ({
      key: `customer:${customer.id}`,
      group: 'Customers' as const,
      label: customer.fullName,
      detail: joined(customer.mobileNumber, customer.emailAddress),
      to: userPaths.edit(customer.id),
    })),
    ...answer.products.map((product) => ({
      key: `product:${product.id}`,
      group: 'Products' as const,
      label: product.name,
      detail: joined(product.sku ? `SKU ${product.sku}` : null, product.enabled ? null : 'Disabled'),
      to: productPaths.edit(product.id),
    })),
  ];
}

/** Every choice in the palette's order: screens, then orders, customers and products. */
export function paletteItems(
  routes: readonly AppRoute[],
  text: string,
  answer: SearchAnswer | undefined,
): PaletteItem[] {
  const items = [...screenItems(routes, text), ...answerItems(answer)];
  return PALETTE_GROUPS.flatMap((group) => items.filter((item) => item.group === group));
}
