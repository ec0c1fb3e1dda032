import { describe, expect, it } from 'vitest';
import { blockedReason, currentStep, productSteps } from './wizard-steps';

describe('the product wizard steps', () => {
  it('are General, Category and Images; a variable product adds Attributes and Variations', () => {
    expect(productSteps('simple').map((step) => step.title)).toEqual(['General', 'Category', 'Images']);
    expect(productSteps('variable').map((step) => step.title)).toEqual([
      'General',
      'Category',
      'Images',
      'Attributes',
      'Variations',
    ]);
  });

  it('block every step past General until the product is saved', () => {
    const [general, category, images] = productSteps('simple');
    expect(blockedReason(false, general!)).toBeUndefined();
    expect(blockedReason(false, category!)).toBe('Kindly save product before managing Category');
    expect(blockedReason(false, images!)).toBe('Kindly save product before managing Images');
    expect(blockedReason(true, images!)).toBeUndefined();
  });

  it('open the step the URL names only when the saved product has it', () => {
    expect(currentStep(productSteps('variable'), 'variations', true)).toBe('variations');
    expect(currentStep(productSteps('simple'), 'variations', true)).toBe('general');
    expect(currentStep(productSteps('variable'), 'images', false)).toBe('general');
    expect(currentStep(productSteps('variable'), null, true)).toBe('general');
  });
});
