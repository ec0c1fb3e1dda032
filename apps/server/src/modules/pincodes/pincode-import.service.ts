import {
  type ImportAnswer,
  type ImportFailure,
  type PincodeImportRow,
  pincodeImportRow,
  pincodeProblem,
  pincodeRowPlace,
} from '@mandi/domain';
import type { Db } from '../../db/client';
import { type Author, recordAudit } from '../../lib/audit';
import { pincodeImportRepository } from './pincode-import.repository';
import { type CityPlace, type NewPincode, pincodesRepository } from './pincodes.repository';

interface Candidate {
  index: number;
  row: PincodeImportRow;
  place: CityPlace;
}

type Fail = (index: number, message: string) => void;
type ValidRow = { index: number; row: PincodeImportRow };

/** The rows with their city and state found, a valid pincode for that place, not repeated in the batch. */
async function placedRows(db: Db, valid: ValidRow[], fail: Fail): Promise<Candidate[]> {
  const rowsOf = valid.map(({ row }) => row);
  const [named, withIds, states] = await Promise.all([
    pincodesRepository.citiesNamed(
      db,
      rowsOf.flatMap((row) => (row.cityId === undefined && row.city ? [row.city] : [])),
    ),
    pincodeImportRepository.citiesWithIds(
      db,
      rowsOf.flatMap((row) => (row.cityId === undefined ? [] : [row.cityId])),
    ),
    pincodeImportRepository.statesWithIds(
      db,
      rowsOf.flatMap((row) => (row.stateId === undefined ? [] : [row.stateId])),
    ),
  ]);
  const cities = [...named, ...withIds];
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const { index, row } of valid) {
    const place = pincodeRowPlace(row, cities, states);
    if (typeof place === 'string') {
      fail(index, place);
      continue;
    }
    const problem = pincodeProblem(row.pincode, place);
    if (problem) {
      fail(index, problem);
      continue;
    }
    if (seen.has(row.pincode)) {
      fail(index, `Pincode ${row.pincode} is repeated in the sheet`);
      continue;
    }
    seen.add(row.pincode);
    candidates.push({ index, row, place });
  }
  return candidates;
}

/** The new pincodes and their audit entries (one per stored row, tied to the run), committed together. */
function insertWithAudit(db: Db, fresh: Candidate[], author: Author, importRun: string | null) {
  return db.transaction(async (tx) => {
    const stored = await pincodesRepository.insertNew(
      tx,
      fresh.map(
        ({ row, place }): NewPincode => ({
          pincode: row.pincode,
          pincodeName: row.pincodeName,
          isDeliverable: row.isDeliverable,
          enabled: row.enabled,
          cityId: place.cityId,
          stateId: place.stateId,
          countryId: place.countryId,
          createdBy: author.adminId,
          updatedBy: author.adminId,
        }),
      ),
    );
    await recordAudit(
      tx,
      author,
      [...stored.values()].map((row) => ({
        resource: 'pincodes',
        recordId: row.id,
        action: 'import' as const,
        after: row,
        importRun,
      })),
    );
    return stored;
  });
}

/**
 * POST /pincodes/singleImport: one batch of sheet rows. Each row passes or fails alone; a
 * failed row answers its position in the batch, its sheet row and the reason. A row names
 * its city by id or by name (`pincodeRowPlace`). A few queries per batch whatever its size:
 * the cities and states named, the pincodes stored, the insert.
 */
export async function importPincodes(
  db: Db,
  rows: readonly unknown[],
  author: Author,
  importRun: string | null = null,
): Promise<ImportAnswer> {
  const errors: ImportFailure[] = [];
  const sheetRow = (raw: unknown) => {
    const row = (raw as { row?: unknown } | null)?.row;
    return typeof row === 'number' ? { row } : {};
  };
  const fail = (index: number, message: string) => errors.push({ index, ...sheetRow(rows[index]), message });

  const valid: ValidRow[] = [];
  rows.forEach((raw, index) => {
    const parsed = pincodeImportRow.safeParse(raw);
    if (parsed.success) valid.push({ index, row: parsed.data });
    else fail(index, parsed.error.issues[0]?.message ?? 'Invalid row');
  });

  const candidates = await placedRows(db, valid, fail);
  const stored = await pincodesRepository.existing(
    db,
    candidates.map(({ row }) => row.pincode),
  );
  const fresh = candidates.filter(({ index, row }) => {
    if (!stored.has(row.pincode)) return true;
    fail(index, `Pincode ${row.pincode} already exists`);
    return false;
  });
  const inserted = await insertWithAudit(db, fresh, author, importRun);
  // Stored by another import between the check and the insert.
  for (const { index, row } of fresh) {
    if (!inserted.has(row.pincode)) fail(index, `Pincode ${row.pincode} already exists`);
  }

  errors.sort((a, b) => a.index - b.index);
  return { imported: inserted.size, failed: errors.length, errors };
}
