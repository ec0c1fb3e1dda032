import type { RowId } from '../../kit/resource-paths';
import { addressPaths } from '../addresses/address-screen';
import { adminRolePaths } from '../admin-roles/admin-role-screen';
import { adminPaths } from '../admins/admin-screen';
import { attributeValuePaths } from '../attribute-values/attribute-value-screen';
import { attributePaths } from '../attributes/attribute-screen';
import { bannerPaths } from '../banners/banner-screen';
import { brandPaths } from '../brands/brand-screen';
import { categoryPaths } from '../categories/category-screen';
import { cityPaths } from '../cities/city-screen';
import { contactPaths } from '../contacts/contact-screen';
import { couponPaths } from '../coupons/coupon-screen';
import { faqPaths } from '../faqs/faqs.routes';
import { measurementUnitPaths } from '../measurement-units/measurement-unit-screen';
import { orderPaths } from '../orders/order-screen';
import { organizationPaths } from '../organizations/organization-screen';
import { pincodePaths } from '../pincodes/pincode-screen';
import { productPaths } from '../products/product-screen';
import { settingsPaths } from '../settings/settings-screen';
import { statePaths } from '../states/state-screen';
import { taxPaths } from '../taxes/tax-screen';
import { userPaths } from '../users/user-screen';

/** The edit screen of each resource (by its API name) that has one. */
const EDIT_SCREENS: Record<string, (id: RowId) => string> = {
  taxes: taxPaths.edit,
  brands: brandPaths.edit,
  'measurement-units': measurementUnitPaths.edit,
  attributes: attributePaths.edit,
  'attributes-values': attributeValuePaths.edit,
  categories: (id) => categoryPaths.edit(id),
  products: productPaths.edit,
  banners: bannerPaths.edit,
  coupons: couponPaths.edit,
  faqs: faqPaths.edit,
  states: statePaths.edit,
  cities: cityPaths.edit,
  pincodes: pincodePaths.edit,
  admins: adminPaths.edit,
  'admins-roles': adminRolePaths.edit,
  settings: settingsPaths.edit,
  users: userPaths.edit,
  Organizations: organizationPaths.edit,
  contacts: contactPaths.edit,
  addresses: addressPaths.edit,
  orders: orderPaths.view,
};

/** The edit screen of a history entry's record, when its resource has one and the record was not deleted. */
export function recordLink(entry: {
  resource: string;
  recordId: string;
  action: string;
}): string | undefined {
  if (entry.action === 'delete' || !entry.recordId) return undefined;
  return EDIT_SCREENS[entry.resource]?.(entry.recordId);
}
