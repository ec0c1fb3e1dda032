import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openImportZip, ZIP_MAX_BYTES, zipProblem } from './import-zip';

describe('zipProblem', () => {
  it('takes a ZIP by its type, or by its name when the system gave no type', () => {
    expect(zipProblem({ name: 'a.zip', type: 'application/zip', size: 10 })).toBeNull();
    expect(zipProblem({ name: 'a.zip', type: 'application/x-zip-compressed', size: 10 })).toBeNull();
    expect(zipProblem({ name: 'a.zip', type: '', size: 10 })).toBeNull();
  });

  it("refuses other files and large ZIPs with the spec's words", () => {
    expect(zipProblem({ name: 'a.xlsx', type: 'application/vnd.ms-excel', size: 10 })).toBe(
      'File must be in ZIP format! We found: application/vnd.ms-excel',
    );
    expect(zipProblem({ name: 'a.rar', type: '', size: 10 })).toBe(
      'File must be in ZIP format! We found: .rar',
    );
    expect(zipProblem({ name: 'a.zip', type: 'application/zip', size: ZIP_MAX_BYTES + 1 })).toBe(
      'File size can not exceed 50MB!',
    );
  });
});

describe('openImportZip', () => {
  const zip = (files: Record<string, string>) =>
    zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));

  it('finds import/import.xlsx and the pictures by name, unpacking those asked for', async () => {
    const opened = openImportZip(
      zip({
        'shop/import/import.xlsx': 'sheet',
        'shop/import/Atta.JPG': 'atta',
        'shop/import/images/ghee.png': 'ghee',
        'shop/readme.txt': 'no',
        '__MACOSX/shop/import/._Atta.JPG': 'junk',
      }),
    );
    expect(await opened.sheet.text()).toBe('sheet');
    expect([...opened.pictures.keys()].sort()).toEqual(['atta.jpg', 'ghee.png']);
    const files = opened.filesOf(['atta.jpg', 'missing.png']);
    expect(files.map((file) => file.name)).toEqual(['atta.jpg']);
    expect(await files[0]!.text()).toBe('atta');
  });

  it("says 'Excel is empty' without import/import.xlsx", () => {
    expect(() => openImportZip(zip({ 'import.xlsx': 'x', 'import/a.png': 'a' }))).toThrow('Excel is empty');
  });
});
