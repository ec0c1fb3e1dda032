import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { adminsModule } from './admins/admins.module';
import { adminsRolesModule } from './admins-roles/admins-roles.module';
import { attributeValuesModule } from './attribute-values/attribute-values.module';
import { attributesRoutes } from './attributes/attributes.routes';
import { authRoutes } from './auth/auth.routes';
import { brandsModule } from './brands/brands.module';
import { categoriesRoutes } from './categories/categories.routes';
import { citiesModule } from './cities/cities.module';
import { commonRoutes } from './common/common.routes';
import { countriesModule } from './countries/countries.module';
import { healthRoutes } from './health/health.routes';
import { measurementUnitsModule } from './measurement-units/measurement-units.module';
import { pincodesModule } from './pincodes/pincodes.module';
import { productImportRoutes } from './products/product-import.routes';
import { productsRoutes } from './products/products.routes';
import { productsImagesRoutes } from './products-images/products-images.routes';
import { priceUpdateRoutes } from './products-variations/price-update.routes';
import { productsVariationsRoutes } from './products-variations/products-variations.routes';
import { statesModule } from './states/states.module';
import { taxesModule } from './taxes/taxes.module';

/** Every API module, registered in this order by buildApp. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  await healthRoutes(app, ctx);
  await authRoutes(app, ctx);
  await commonRoutes(app, ctx);
  await taxesModule(app, ctx);
  await measurementUnitsModule(app, ctx);
  await countriesModule(app, ctx);
  await statesModule(app, ctx);
  await citiesModule(app, ctx);
  await pincodesModule(app, ctx);
  await adminsModule(app, ctx);
  await adminsRolesModule(app, ctx);
  await categoriesRoutes(app, ctx);
  await brandsModule(app, ctx);
  await attributesRoutes(app, ctx);
  await attributeValuesModule(app, ctx);
  await productsRoutes(app, ctx);
  await productImportRoutes(app, ctx);
  await productsVariationsRoutes(app, ctx);
  await priceUpdateRoutes(app, ctx);
  await productsImagesRoutes(app, ctx);
}
