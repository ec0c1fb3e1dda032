import type { Product } from '../product-screen';

/** What the wizard gives each step. */
export interface ProductStepProps {
  /** The saved product; none while a new one is being added (General only). */
  product: Product | undefined;
  /** The step saved: the wizard shows the answered product afresh. */
  onSaved: (product: Product) => void;
  /** Admins who may read products but not change them (not a superadmin). */
  readOnly: boolean;
}

/** The steps after General, which need a saved product. */
export interface SavedProductStepProps extends Omit<ProductStepProps, 'product'> {
  product: Product;
}

/** Every step's saved notice shares one toast: a second save replaces it rather than stacking. */
export const STEP_NOTICE = 'product-step-saved';
