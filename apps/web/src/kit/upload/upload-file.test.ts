import { describe, expect, it } from 'vitest';
import { uploadProblem } from './upload-file';

const images = { accept: ['.jpg', '.jpeg', '.png'], maxSizeMb: 1 };

describe('uploadProblem', () => {
  it('refuses a file type outside the accepted list with the spec message', () => {
    expect(uploadProblem({ name: 'logo.gif', size: 10 }, images)).toBe('file type not permitted!');
    expect(uploadProblem({ name: 'no-extension', size: 10 }, images)).toBe('file type not permitted!');
    expect(uploadProblem({ name: 'menu.pdf', size: 10 }, images)).toBe('file type not permitted!');
  });

  it('refuses a file over the size limit with the spec message', () => {
    expect(uploadProblem({ name: 'icon.png', size: 1048577 }, images)).toBe('Icon size can not exceed 1MB!');
    expect(uploadProblem({ name: 'banner.jpg', size: 6 * 1048576 }, { ...images, maxSizeMb: 5 })).toBe(
      'Icon size can not exceed 5MB!',
    );
  });

  it('lets an accepted picture go, whatever the case of its extension', () => {
    expect(uploadProblem({ name: 'Atta.JPEG', size: 1048576 }, images)).toBeNull();
    expect(uploadProblem({ name: 'amul.png', size: 2000 }, images)).toBeNull();
  });
});
