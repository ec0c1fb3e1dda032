import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { authorOf, type ResourceCall } from './resource-service';

/** What the toggle writes: the value, and who changed it when. */
export type EnabledValues = {
  enabled: boolean;
  updatedBy: number;
  updatedTimestamp: Date;
};

/** How one resource's rows are read and written by the enable toggle. */
export interface EnableToggle<Stored extends { enabled?: unknown }> {
  /** The audit's resource name (`products`). */
  resource: string;
  /** The resource in a staff member's words, for the 404 (`Product`). */
  label: string;
  /** The row before the toggle (locked, where the resource's writes lock it); undefined when unknown. */
  find(tx: Tx, id: number): Promise<{ enabled?: unknown } | undefined>;
  /** Writes the values; answers the stored row. */
  write(tx: Tx, id: number, values: EnabledValues): Promise<Stored | undefined>;
  /** What follows the new value in the same transaction, before the audit entry. */
  after?(tx: Tx, row: Stored): Promise<unknown>;
}

/**
 * The list's enable toggle (`PATCH /api/{resource}/{id}` with `{ enabled }`): the new value
 * with who and when, and its audit entry (enable or disable, the field before and after), in
 * one transaction. Answers `{ id, enabled }` as stored; 404 for an unknown id.
 */
export function setEnabledAudited<Stored extends { enabled?: unknown }>(
  call: ResourceCall,
  id: number,
  enabled: boolean,
  toggle: EnableToggle<Stored>,
): Promise<{ id: number; enabled: boolean }> {
  return call.db.transaction(async (tx) => {
    const existing = await toggle.find(tx, id);
    if (!existing) throw notFound(toggle.label, id);
    const row = await toggle.write(tx, id, {
      enabled,
      updatedBy: call.actor.id,
      updatedTimestamp: new Date(),
    });
    if (!row) throw notFound(toggle.label, id);
    await toggle.after?.(tx, row);
    await recordAudit(tx, authorOf(call), {
      resource: toggle.resource,
      recordId: id,
      action: enabled ? 'enable' : 'disable',
      changes: [{ field: 'enabled', before: existing.enabled, after: row.enabled }],
    });
    return { id, enabled: row.enabled as boolean };
  });
}
