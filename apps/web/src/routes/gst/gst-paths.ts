import type { GstCheck } from '@mandi/domain';
import { orderPaths } from '../orders/order-screen';
import { organizationPaths } from '../organizations/organization-screen';
import { productPaths } from '../products/product-screen';
import { userPaths } from '../users/user-screen';

export const GST_RETURNS_PATH = '/gst/returns';

/** The screen for a period: /gst/returns?period=112026. */
export const gstReturnsPath = (period: string) => `${GST_RETURNS_PATH}?period=${encodeURIComponent(period)}`;

/** Where to fix a check: the product, the buyer's organization or customer, and the order. */
export function checkLinks(check: GstCheck): { label: string; to: string }[] {
  const links: { label: string; to: string }[] = [];
  if (check.productId) links.push({ label: 'Open the product', to: productPaths.edit(check.productId) });
  if (check.organizationId) {
    links.push({ label: 'Open the organization', to: organizationPaths.edit(check.organizationId) });
  }
  if (check.userId) links.push({ label: 'Open the customer', to: userPaths.edit(check.userId) });
  links.push({ label: `Order ${check.orderId}`, to: orderPaths.view(check.orderId) });
  return links;
}
