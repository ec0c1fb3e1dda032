import type { ImportAnswer } from '@mandi/domain';
import { api, request } from '../../api/client';
import { saveDownload } from '../../kit/list/save-download';

/** A row of the sheet as the server read it (the body of POST /pincodes/singleImport). */
export interface SheetRow {
  row?: number;
  pincode?: string;
  pincodeName?: string;
  city?: string;
  state?: string;
  isDeliverable?: boolean | string;
  enabled?: boolean | string;
}

/** The calls of the pincode import: the file is read by the server, rows sent back in batches. */
export const pincodeImportApi = {
  async downloadTemplate() {
    await saveDownload(await api.download('/pincodes/import/template'), 'pincode-import-template.xlsx');
  },

  read(file: File) {
    const body = new FormData();
    body.append('file', file);
    return request<{ total: number; rows: SheetRow[] }>('POST', '/pincodes/import/read', { body });
  },

  importBatch: (rows: SheetRow[]) => api.post<ImportAnswer>('/pincodes/singleImport', rows),

  async downloadFailed(rows: (SheetRow & { message: string })[]) {
    const response = await request<Response>('POST', '/pincodes/import/failed', {
      body: { rows },
      raw: true,
    });
    await saveDownload(response, 'pincode-import-failed.xlsx');
  },
};
