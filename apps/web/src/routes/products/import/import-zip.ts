import { PRODUCT_IMAGE_EXTENSIONS, PRODUCT_IMPORT_SHEET } from '@mandi/domain';
import { unzipSync } from 'fflate';

/** The spec's words for the ZIP of the product import (spec 01 §5). */
export const ZIP_MESSAGES = {
  format: (type: string) => `File must be in ZIP format! We found: ${type}`,
  size: 'File size can not exceed 50MB!',
  noSheet: 'Excel is empty',
} as const;

export const ZIP_MAX_BYTES = 50 * 1024 * 1024;

const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'multipart/x-zip'];

/** Why this chosen file cannot be the import's ZIP, or null when it may be opened. */
export function zipProblem(file: { name: string; type: string; size: number }): string | null {
  const named = file.name.toLowerCase().endsWith('.zip');
  const typed = ZIP_TYPES.includes(file.type);
  // Some systems give a ZIP no type, or the generic one: its name then decides.
  const untyped = file.type === '' || file.type === 'application/octet-stream';
  if (!typed && !(untyped && named)) {
    return ZIP_MESSAGES.format(file.type || (/\.[^.]+$/.exec(file.name)?.[0] ?? 'a file without a type'));
  }
  if (file.size > ZIP_MAX_BYTES) return ZIP_MESSAGES.size;
  return null;
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const isPicture = (name: string) => PRODUCT_IMAGE_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));
/** Folders a Mac adds to ZIPs it makes; never the import's files. */
const isJunk = (path: string) => path.startsWith('__MACOSX/') || baseName(path).startsWith('._');

/**
 * An opened import ZIP: its import/import.xlsx and, by file name (any case), the pictures it
 * holds. Pictures are unpacked only when a product asks for them, so a large ZIP is not held
 * unpacked in memory.
 */
export interface ImportZip {
  sheet: File;
  /** Picture file names of the ZIP, lower case, to the entry's path. */
  pictures: ReadonlyMap<string, string>;
  /** The named pictures that are in the ZIP, as files under their ZIP name. */
  filesOf(names: readonly string[]): File[];
}

/** Opens the ZIP: 'Excel is empty' when it holds no import/import.xlsx. */
export function openImportZip(bytes: Uint8Array): ImportZip {
  const paths: string[] = [];
  const sheetPath = PRODUCT_IMPORT_SHEET.toLowerCase();
  const sheetEntries = unzipSync(bytes, {
    filter: (entry) => {
      if (isJunk(entry.name)) return false;
      paths.push(entry.name);
      const lower = entry.name.toLowerCase();
      // The ZIP of a folder puts it first: folder/import/import.xlsx is accepted too.
      return lower === sheetPath || lower.endsWith(`/${sheetPath}`);
    },
  });
  const [sheetName, sheetBytes] =
    Object.entries(sheetEntries).sort((a, b) => a[0].length - b[0].length)[0] ?? [];
  if (!sheetName || !sheetBytes || sheetBytes.length === 0) throw new Error(ZIP_MESSAGES.noSheet);
  const pictures = new Map<string, string>();
  for (const path of paths) {
    const name = baseName(path).toLowerCase();
    if (isPicture(name) && !pictures.has(name)) pictures.set(name, path);
  }
  return {
    sheet: new File([sheetBytes as BlobPart], 'import.xlsx'),
    pictures,
    filesOf(names) {
      const paths = names.flatMap((name) => {
        const path = pictures.get(name.toLowerCase());
        return path ? [{ path, name }] : [];
      });
      if (paths.length === 0) return [];
      const wanted = new Set(paths.map((p) => p.path));
      const entries = unzipSync(bytes, { filter: (entry) => wanted.has(entry.name) });
      return paths.flatMap(({ path, name }) => {
        const data = entries[path];
        return data ? [new File([data as BlobPart], name)] : [];
      });
    },
  };
}
