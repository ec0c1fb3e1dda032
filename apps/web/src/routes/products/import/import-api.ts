import type { ProductImportInput } from '@mandi/domain';
import { api, request } from '../../../api/client';
import { importRunHeaders } from '../../../kit/import/import-run';
import { saveDownload } from '../../../kit/list/save-download';

/** What POST /products/upload answers for the ZIP's sheet: one item per product. */
export interface ImportSheetAnswer {
  rows: number;
  total: number;
  items: ProductImportInput[];
}

/** The calls of the product import from a ZIP. */
export const productImportApi = {
  async downloadTemplate() {
    await saveDownload(await api.download('/products/import/template'), 'product-import-template.xlsx');
  },

  readSheet(sheet: File) {
    const body = new FormData();
    body.append('file', sheet);
    return request<ImportSheetAnswer>('POST', '/products/upload', { body });
  },

  /** One product and the pictures it names, under their names in the ZIP. */
  importOne(item: ProductImportInput, pictures: readonly File[], run: string) {
    const body = new FormData();
    body.append('product', JSON.stringify(item));
    for (const picture of pictures) body.append('images', picture, picture.name);
    return request<{ id: number }>('POST', '/products/singleImport', {
      body,
      headers: importRunHeaders(run),
    });
  },
};
