import { gstinStateProblem, type settingsInput } from '@mandi/domain';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, invalidField, notFound } from '../../lib/errors';
import { removeFiles } from '../../lib/storage';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { settingsRepository as repository, type SettingsRow } from './settings.repository';

type SettingsUpdate = Partial<z.output<typeof settingsInput>>;

const ONE_ROW = 'The store has its settings already: change them instead';
const KEEP_ROW = 'The store cannot be without its settings: change them instead';

/** The documents the app links to, uploaded files: one replaced is removed after the save. */
const DOCUMENT_FIELDS = ['helpFile', 'tnc', 'privacyPolicy', 'aboutUs'] as const;

async function present(db: Executor, row: SettingsRow) {
  const { createdBy: _c, createdTimestamp, updatedTimestamp, ...fields } = row;
  return {
    ...fields,
    createdTimestamp: createdTimestamp.toISOString(),
    updatedTimestamp: updatedTimestamp.toISOString(),
    product: await repository.productsOf(db, row.id),
  };
}

/**
 * The store's state for its invoices must exist, and its GSTIN must open with that state's
 * GST code (27 for Maharashtra).
 */
async function checkStoreState(tx: Tx, next: { stateId?: number | null; gstNumber?: string | null }) {
  if (!next.stateId) return;
  const state = await repository.stateOf(tx, next.stateId);
  if (!state) throw invalidField('stateId', `State ${next.stateId} not found`);
  const problem = gstinStateProblem(next.gstNumber, state);
  if (problem) throw invalidField('gstNumber', problem);
}

/**
 * Use cases of the settings. There is always exactly one row: reading creates it with the
 * spec's defaults when a store has none yet; a second is refused, and so is deleting it.
 */
export const settingsService = {
  async current(db: Db) {
    let row = await repository.first(db);
    if (!row) {
      await repository.insertDefaults(db);
      row = (await repository.first(db))!;
    }
    return row;
  },

  /** GET /settings: the list shape every list answers, with its one row. */
  async list(db: Db) {
    const row = await settingsService.current(db);
    return { data: [await present(db, row)], count: 1, total: 1, page: 1, pageCount: 1 };
  },

  async get(db: Db, id: number) {
    const row = await repository.findById(db, id);
    if (!row) throw notFound('Settings', id);
    return present(db, row);
  },

  async create(db: Db) {
    await settingsService.current(db);
    throw conflict(ONE_ROW);
  },

  /** The form's values; featured products replace the old list, in the order sent. */
  async update(call: ResourceCall, id: number, input: SettingsUpdate) {
    const { saved, replaced } = await call.db.transaction(async (tx) => {
      const existing = await repository.findById(tx, id);
      if (!existing) throw notFound('Settings', id);
      const before = await present(tx, existing);
      const { product, ...values } = input;
      await checkStoreState(tx, { ...existing, ...values });
      await repository.update(tx, id, { ...values, updatedBy: call.actor.id });
      if (product) {
        const ids = [...new Set(product.map((item) => item.id))];
        const found = await repository.existingProductIds(tx, ids);
        const missing = ids.find((productId) => !found.has(productId));
        if (missing !== undefined) {
          const message = `Product ${missing} not found`;
          throw badRequest(message, [{ field: 'product', message }]);
        }
        await repository.setProducts(tx, id, ids);
      }
      const row = (await repository.findById(tx, id))!;
      const replaced = DOCUMENT_FIELDS.map((field) => existing[field]).filter(
        (url, i) => url !== row[DOCUMENT_FIELDS[i]!],
      );
      const saved = await present(tx, row);
      await recordAudit(tx, authorOf(call), {
        resource: 'settings',
        recordId: id,
        action: 'update',
        before,
        after: saved,
      });
      return { saved, replaced };
    });
    await removeFiles(call.files.storage, replaced, call.files.log);
    return saved;
  },

  remove(): never {
    throw conflict(KEEP_ROW);
  },
};
