import { type ProductType, saveProductFirstMessage } from '@mandi/domain';
import type { WizardStep } from '../../../kit/wizard/step-wizard';

export type ProductStepKey = 'general' | 'category' | 'images' | 'attributes' | 'variations';

const STEPS: Record<ProductStepKey, WizardStep> = {
  general: { key: 'general', title: 'General', description: 'Details, price, stock' },
  category: { key: 'category', title: 'Category', description: 'Where it shows' },
  images: { key: 'images', title: 'Images', description: 'Pictures and cover' },
  attributes: { key: 'attributes', title: 'Attributes', description: 'What varies' },
  variations: { key: 'variations', title: 'Variations', description: 'Sizes, prices, stock' },
};

/**
 * The wizard's steps (spec 01 §2): General, Category and Images; a variable product adds
 * Attributes and Variations after Images.
 */
export function productSteps(type: ProductType): WizardStep[] {
  const keys: ProductStepKey[] =
    type === 'variable'
      ? ['general', 'category', 'images', 'attributes', 'variations']
      : ['general', 'category', 'images'];
  return keys.map((key) => STEPS[key]);
}

/** The step the URL names when the product has it, else General (always General for a new one). */
export function currentStep(
  steps: readonly WizardStep[],
  asked: string | null,
  saved: boolean,
): ProductStepKey {
  if (!saved || !asked) return 'general';
  return (steps.find((step) => step.key === asked)?.key ?? 'general') as ProductStepKey;
}

/** In add mode every step past General waits for the first save. */
export function blockedReason(saved: boolean, step: WizardStep): string | undefined {
  return saved || step.key === 'general' ? undefined : saveProductFirstMessage(step.title);
}
