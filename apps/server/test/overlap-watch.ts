import pg from 'pg';

/**
 * Every query sent on a node-postgres connection still busy with another (a transaction's
 * reads under Promise.all): pg 8 warns of it once a process and pg 9 refuses it, so the tests
 * fail on the first one (test/setup.ts). See lib/in-order.ts for the way to run such reads.
 */
export const overlaps: string[] = [];

type BusyClient = pg.Client & { _getActiveQuery(): unknown; _queryQueue: unknown[]; pipeline?: boolean };
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: BusyClient, ...args: unknown[]) {
  if (!this.pipeline && (this._getActiveQuery() || this._queryQueue.length > 0)) {
    const sql = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | null)?.text;
    overlaps.push(`${String(sql).slice(0, 200)}\n${new Error('sent here').stack}`);
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

// node-postgres's own notice (once a process, from the third query in line), in case its
// internals change under the check above.
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) overlaps.push(warning.stack ?? warning.message);
});
