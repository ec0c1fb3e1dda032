import { addressRoutes } from './addresses/addresses.routes';
import { adminRoleRoutes } from './admin-roles/admin-roles.routes';
import { adminRoutes } from './admins/admins.routes';
import { attributeValueRoutes } from './attribute-values/attribute-values.routes';
import { attributeRoutes } from './attributes/attributes.routes';
import { auditRoutes } from './audit/audit.routes';
import { bannerRoutes } from './banners/banners.routes';
import { brandRoutes } from './brands/brands.routes';
import { categoryRoutes } from './categories/categories.routes';
import { changePasswordRoutes } from './change-password/change-password.routes';
import { cityRoutes } from './cities/cities.routes';
import { contactRoutes } from './contacts/contacts.routes';
import { couponRoutes } from './coupons/coupons.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { deliveryRoutes } from './delivery/delivery.routes';
import { faqRoutes } from './faqs/faqs.routes';
import { gstRoutes } from './gst/gst.routes';
import { measurementUnitRoutes } from './measurement-units/measurement-units.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { orderRoutes } from './orders/orders.routes';
import { organizationRoutes } from './organizations/organizations.routes';
import { pincodeRoutes } from './pincodes/pincodes.routes';
import { productRoutes } from './products/products.routes';
import { profileRoutes } from './profile/profile.routes';
import { reviewRoutes } from './reviews/reviews.routes';
import type { AppRoute } from './route-types';
import { settingsRoutes } from './settings/settings.routes';
import { stateRoutes } from './states/states.routes';
import { taxRoutes } from './taxes/taxes.routes';
import { userRoutes } from './users/users.routes';

/** Every screen of the app; each screen folder contributes its own routes. */
export const appRoutes: AppRoute[] = [
  ...dashboardRoutes,
  ...profileRoutes,
  ...changePasswordRoutes,
  ...productRoutes,
  ...categoryRoutes,
  ...brandRoutes,
  ...attributeRoutes,
  ...attributeValueRoutes,
  ...taxRoutes,
  ...measurementUnitRoutes,
  ...stateRoutes,
  ...cityRoutes,
  ...pincodeRoutes,
  ...couponRoutes,
  ...bannerRoutes,
  ...notificationRoutes,
  ...faqRoutes,
  ...settingsRoutes,
  ...adminRoutes,
  ...adminRoleRoutes,
  ...organizationRoutes,
  ...contactRoutes,
  ...addressRoutes,
  ...userRoutes,
  ...auditRoutes,
  ...orderRoutes,
  ...gstRoutes,
  ...deliveryRoutes,
  ...reviewRoutes,
];
