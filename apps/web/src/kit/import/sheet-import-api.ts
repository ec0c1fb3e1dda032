import type { ImportAnswer } from '@mandi/domain';
import { api, request } from '../../api/client';
import { saveDownload } from '../list/save-download';
import { importRunHeaders } from './import-run';

/** A sheet row as the server read it: the import call's body, with the sheet row it came from. */
export type SheetRow = Record<string, unknown> & { row?: number };

export interface SheetImportCalls {
  /** `${prefix}/template`, `${prefix}/read` and `${prefix}/failed` (the server's sheet routes). */
  prefix: string;
  /** The batch call: POST with an array of rows. */
  batchPath: string;
  /** Downloads are saved as `{fileStem}-template.xlsx` and `{fileStem}-failed.xlsx`. */
  fileStem: string;
}

export type SheetImportApi = ReturnType<typeof sheetImportApi>;

/** The calls of a spreadsheet import: the file is read by the server, rows sent back in batches. */
export function sheetImportApi(calls: SheetImportCalls) {
  return {
    async downloadTemplate() {
      await saveDownload(await api.download(`${calls.prefix}/template`), `${calls.fileStem}-template.xlsx`);
    },

    read(file: File) {
      const body = new FormData();
      body.append('file', file);
      return request<{ total: number; rows: SheetRow[] }>('POST', `${calls.prefix}/read`, { body });
    },

    importBatch: (rows: SheetRow[], run: string) =>
      request<ImportAnswer>('POST', calls.batchPath, { body: rows, headers: importRunHeaders(run) }),

    async downloadFailed(rows: (SheetRow & { message: string })[]) {
      const response = await request<Response>('POST', `${calls.prefix}/failed`, {
        body: { rows },
        raw: true,
      });
      await saveDownload(response, `${calls.fileStem}-failed.xlsx`);
    },
  };
}
