import { describe, expect, it } from 'vitest';
import { categories, categoryCreate } from './categories';
import {
  becomesOwnAncestor,
  categoryLinkProblem,
  SLUG_MAX_LENGTH,
  slugify,
  slugOfName,
  uniqueSlug,
} from './category-rules';

const messageOf = (
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('category schema', () => {
  it('answers the spec messages for the name', () => {
    expect(messageOf(categoryCreate.safeParse({}), 'name')).toBe('Please enter name');
    expect(messageOf(categoryCreate.safeParse({ name: '  ' }), 'name')).toBe('Please enter name');
    expect(messageOf(categoryCreate.safeParse({ name: 'Ra' }), 'name')).toBe('Length should be 3 to 150');
    expect(messageOf(categoryCreate.safeParse({ name: 'x'.repeat(151) }), 'name')).toBe(
      'Length should be 3 to 150',
    );
  });

  it('fills the defaults and stores empty text as null', () => {
    expect(categoryCreate.parse({ name: ' Staples ', metaTitle: '', icon: '' })).toMatchObject({
      name: 'Staples',
      enabled: true,
      priority: 0,
      featured: false,
      displayInFooter: false,
      metaTitle: null,
      icon: null,
    });
  });

  it('turns a typed slug into a slug', () => {
    expect(categoryCreate.parse({ name: 'Rice', slug: 'Basmati Rice!' }).slug).toBe('basmati-rice');
    expect(categoryCreate.parse({ name: 'Rice', slug: '' }).slug).toBeNull();
  });

  it('wants priority a whole number of at least 0', () => {
    expect(messageOf(categoryCreate.safeParse({ name: 'Rice', priority: -1 }), 'priority')).toBe(
      'Priority should be a whole number, at least 0',
    );
    expect(messageOf(categoryCreate.safeParse({ name: 'Rice', priority: 1.5 }), 'priority')).toBe(
      'Priority should be a whole number, at least 0',
    );
    expect(categoryCreate.safeParse({ name: 'Rice', priority: 0 }).success).toBe(true);
  });

  it('accepts only jpg, jpeg and png pictures', () => {
    expect(categoryCreate.safeParse({ name: 'Rice', icon: '/uploads/ab12/rice.png' }).success).toBe(true);
    expect(
      categoryCreate.safeParse({ name: 'Rice', banner: 'https://cdn.example.in/b/rice.JPG?v=2' }).success,
    ).toBe(true);
    expect(
      messageOf(categoryCreate.safeParse({ name: 'Rice', icon: '/uploads/ab12/rice.gif' }), 'icon'),
    ).toBe('file type not permitted!');
    expect(messageOf(categoryCreate.safeParse({ name: 'Rice', image: 'javascript:alert(1)' }), 'image')).toBe(
      'file type not permitted!',
    );
  });

  it('needs the product or brand the tile links to', () => {
    expect(messageOf(categoryCreate.safeParse({ name: 'Rice', page: 'Product' }), 'productId')).toBe(
      'Please choose a product',
    );
    expect(messageOf(categoryCreate.safeParse({ name: 'Rice', page: 'Brand' }), 'brandId')).toBe(
      'Please choose a brand',
    );
    expect(categoryCreate.safeParse({ name: 'Rice', page: 'Brand', brandId: 4 }).success).toBe(true);
    expect(messageOf(categoryCreate.safeParse({ name: 'Rice', page: 'Somewhere' }), 'page')).toBe(
      'Please choose a page',
    );
  });

  it('updates one field without the defaults or the link rule', () => {
    expect(categories.update.parse({ priority: 3 })).toEqual({ priority: 3 });
  });
});

describe('slugs', () => {
  it('are made from the name', () => {
    expect(slugify('Fruits & Vegetables')).toBe('fruits-vegetables');
    expect(slugify('  Salt, Sugar & Jaggery ')).toBe('salt-sugar-jaggery');
    expect(slugify('Crème Brûlée')).toBe('creme-brulee');
    expect(slugify('x'.repeat(200))).toHaveLength(SLUG_MAX_LENGTH);
  });

  it('are never empty', () => {
    expect(slugOfName('दाल')).toBe('category');
    expect(slugOfName('Dal')).toBe('dal');
  });

  it('are kept unique with a number', () => {
    expect(uniqueSlug('rice', [])).toBe('rice');
    expect(uniqueSlug('rice', ['rice'])).toBe('rice-2');
    expect(uniqueSlug('rice', ['rice', 'rice-2', 'rice-3'])).toBe('rice-4');
    const long = 'a'.repeat(SLUG_MAX_LENGTH);
    expect(uniqueSlug(long, [long])).toHaveLength(SLUG_MAX_LENGTH);
    expect(uniqueSlug(long, [long]).endsWith('-2')).toBe(true);
  });
});

describe('becomesOwnAncestor', () => {
  // Staples (1) > Rice (2) > Basmati (3); Dairy (4).
  it('refuses itself and its subcategories as the parent', () => {
    expect(becomesOwnAncestor(1, 1, [])).toBe(true);
    expect(becomesOwnAncestor(1, 3, [3, 2, 1])).toBe(true);
    expect(becomesOwnAncestor(2, 3, [3, 2, 1])).toBe(true);
  });

  it('allows any other parent, or none', () => {
    expect(becomesOwnAncestor(3, 4, [4])).toBe(false);
    expect(becomesOwnAncestor(2, null, [])).toBe(false);
    expect(becomesOwnAncestor(3, 1, [1])).toBe(false);
  });
});

describe('categoryLinkProblem', () => {
  it('names the missing target only', () => {
    expect(categoryLinkProblem({ page: 'Categories' })).toBeNull();
    expect(categoryLinkProblem({ page: 'Product', productId: 7 })).toBeNull();
    expect(categoryLinkProblem({ page: 'Product', brandId: 7 })?.field).toBe('productId');
    expect(categoryLinkProblem({ page: 'Brand', productId: 7 })?.field).toBe('brandId');
  });
});
