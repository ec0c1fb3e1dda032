import { brandCreate, categoryCreate } from '@mandi/domain';
import { describe, expect, it } from 'vitest';
import { brandLogo, categoryBanner, categoryIcon, colourOf, drawAll, initialsOf } from './demo-pictures';

describe('demo pictures', () => {
  it('are PNG pictures the brand and category rules accept', async () => {
    const logo = await brandLogo('Head & Shoulders');
    expect(logo.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(logo.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(brandCreate.safeParse({ name: 'Head & Shoulders', image: logo }).success).toBe(true);

    const banner = await categoryBanner(
      'Fruits & Vegetables',
      'Farm-fresh fruits and vegetables, sourced every morning.',
      '#2e7d32',
    );
    const icon = await categoryIcon('Fresh Fruits', '#2e7d32', true);
    expect(categoryCreate.safeParse({ name: 'Fresh Fruits', icon, banner }).success).toBe(true);
  });

  it('name a category by its initials and give each brand a lasting colour', () => {
    expect(initialsOf('Fruits & Vegetables')).toBe('FV');
    expect(initialsOf('Milk')).toBe('Mi');
    expect(initialsOf("Haldiram's")).toBe('Ha');
    expect(colourOf('Amul')).toBe(colourOf('Amul'));
    expect(
      new Set(['Amul', 'Britannia', 'Tata', 'Dabur', 'Parle', 'MDH'].map(colourOf)).size,
    ).toBeGreaterThan(1);
  });

  it('are drawn in the order asked', async () => {
    const drawn = await drawAll([3, 1, 2], async (n) => {
      await new Promise((resolve) => setTimeout(resolve, n * 5));
      return String(n);
    });
    expect(drawn).toEqual(['3', '1', '2']);
  });
});
