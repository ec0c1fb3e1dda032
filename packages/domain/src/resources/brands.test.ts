import { describe, expect, it } from 'vitest';
import { brandCreate, brands } from './brands';
import { isAcceptedImageUrl, urlExtension } from './image-url';

describe('brand schema', () => {
  it('is enabled by default and wants a name of 3 to 150', () => {
    expect(brandCreate.parse({ name: 'Amul' })).toMatchObject({ name: 'Amul', enabled: true });
    expect(brandCreate.safeParse({ name: 'Go' }).error?.issues[0]?.message).toBe('Length should be 3 to 150');
    expect(brandCreate.safeParse({}).error?.issues[0]?.message).toBe('Please enter name');
  });

  it('takes a .jpg, .jpeg or .png picture only', () => {
    for (const image of [
      '/uploads/9f/amul.jpg',
      '/uploads/9f/amul.jpeg',
      'https://cdn.example.in/amul.PNG',
    ]) {
      expect(brandCreate.safeParse({ name: 'Amul', image }).success).toBe(true);
    }
    for (const image of ['/uploads/9f/amul.gif', '/uploads/9f/amul.pdf', 'amul.png', 'ftp://x/amul.png']) {
      expect(brandCreate.safeParse({ name: 'Amul', image }).error?.issues[0]?.message).toBe(
        'file type not permitted!',
      );
    }
  });

  it('keeps the savedMessage of the spec', () => {
    expect(brands.savedMessage).toBe('Brand saved successfully');
  });
});

describe('picture URLs', () => {
  it('read the extension of the path, not the query', () => {
    expect(urlExtension('/a/b.JPG?x=1.gif#y')).toBe('.jpg');
    expect(urlExtension('/a/b')).toBe('');
  });

  it('accept small inline PNG and JPEG pictures, not SVG', () => {
    expect(isAcceptedImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isAcceptedImageUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
    expect(isAcceptedImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isAcceptedImageUrl(`data:image/png;base64,${'A'.repeat(200_000)}`)).toBe(false);
  });
});
