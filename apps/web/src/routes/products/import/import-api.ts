import {
  type ProductImportInput,
  productImportSheetEndpoint,
  productImportTemplateEndpoint,
  productSingleImportEndpoint,
} from '@mandi/domain';
import { callEndpoint, downloadEndpoint } from '../../../api/endpoint';
import { importRunHeaders } from '../../../kit/import/import-run';
import { saveDownload } from '../../../kit/list/save-download';

/** The calls of the product import from a ZIP, declared in the domain (product-import-endpoints.ts). */
export const productImportApi = {
  async downloadTemplate() {
    await saveDownload(
      await downloadEndpoint(productImportTemplateEndpoint, {}),
      'product-import-template.xlsx',
    );
  },

  readSheet(sheet: File) {
    const body = new FormData();
    body.append('file', sheet);
    return callEndpoint(productImportSheetEndpoint, { body });
  },

  /** One product and the pictures it names, under their names in the ZIP. */
  importOne(item: ProductImportInput, pictures: readonly File[], run: string) {
    const body = new FormData();
    body.append('product', JSON.stringify(item));
    for (const picture of pictures) body.append('images', picture, picture.name);
    return callEndpoint(productSingleImportEndpoint, { body }, { headers: importRunHeaders(run) });
  },
};
