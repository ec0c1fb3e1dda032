import type { ResourceDef } from '../resource';
import { addresses } from './addresses';
import { admins } from './admins';
import { adminsRoles } from './admins-roles';
import { attributes } from './attributes';
import { attributesValues } from './attributes-values';
import { banners } from './banners';
import { brands } from './brands';
import { categories } from './categories';
import { cities } from './cities';
import { contacts } from './contacts';
import { countries } from './countries';
import { coupons } from './coupons';
import { faqs } from './faqs';
import { measurementUnits } from './measurement-units';
import { notifications } from './notifications';
import { orders } from './orders';
import { organizations } from './organizations';
import { pincodes } from './pincodes';
import { products } from './products';
import { productsImages } from './products-images';
import { productsVariations } from './products-variations';
import { reviews } from './reviews';
import { settings } from './settings';
import { states } from './states';
import { taxes } from './taxes';
import { transactions } from './transactions';
import { users } from './users';
import { usersRoles } from './users-roles';

export * from './address-import';
export * from './addresses';
export * from './admins';
export * from './admins-roles';
export * from './attribute-rules';
export * from './attributes';
export * from './attributes-values';
export * from './audit';
export * from './banners';
export * from './brands';
export * from './categories';
export * from './category-rules';
export * from './category-tree';
export * from './cities';
export * from './contacts';
export * from './countries';
export * from './coupon-rules';
export * from './coupons';
export * from './faqs';
export * from './image-url';
export * from './measurement-units';
export * from './notifications';
export * from './orders';
export * from './organizations';
export * from './pincodes';
export * from './priority';
export * from './products';
export * from './products-access';
export * from './products-images';
export * from './products-steps';
export * from './products-variations';
export * from './reviews';
export * from './settings';
export * from './states';
export * from './taxes';
export * from './transactions';
export * from './users';
export * from './users-roles';
export * from './users-rules';

/** Every declared resource by its API name, for relations and the generic modules. */
export const RESOURCES: Record<string, ResourceDef> = {
  [taxes.name]: taxes,
  [measurementUnits.name]: measurementUnits,
  [categories.name]: categories,
  [brands.name]: brands,
  [banners.name]: banners,
  [coupons.name]: coupons,
  [attributes.name]: attributes,
  [attributesValues.name]: attributesValues,
  [countries.name]: countries,
  [states.name]: states,
  [cities.name]: cities,
  [pincodes.name]: pincodes,
  [admins.name]: admins,
  [adminsRoles.name]: adminsRoles,
  [products.name]: products,
  [productsVariations.name]: productsVariations,
  [productsImages.name]: productsImages,
  [faqs.name]: faqs,
  [settings.name]: settings,
  [organizations.name]: organizations,
  [contacts.name]: contacts,
  [addresses.name]: addresses,
  [users.name]: users,
  [usersRoles.name]: usersRoles,
  [orders.name]: orders,
  [transactions.name]: transactions,
  [reviews.name]: reviews,
  [notifications.name]: notifications,
};
export * from './list-row';
