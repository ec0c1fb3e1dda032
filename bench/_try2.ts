import { inArray, sql } from 'drizzle-orm';
import { admins, auditEntries } from '../apps/server/src/db/schema';
import { auditCte } from '../apps/server/src/lib/audit';
import { openTarget, targetFrom } from './lib/target';
import { parseArgs } from './lib/args';
const database = await openTarget(targetFrom(parseArgs(process.argv.slice(2))), 2);
const db = database.db;
const row = { id: 5, name: 'Bench tax x', rate: '5.00', enabled: true, priority: 3, createdTimestamp: new Date(), updatedTimestamp: new Date(), createdBy: 1, updatedBy: 1 };
const author = { adminId: 1, origin: { ip: '127.0.0.1', userAgent: 'bench/audit' } };
for (const [name, fn] of [
  ['plain select', () => db.select({ id: admins.id, name: admins.fullName }).from(admins).where(inArray(admins.id, [1])).toSQL()],
  ['with cte', () => { const c = auditCte({ tx: db, author, events: { resource: 'taxes', recordId: 5, action: 'create', after: row } })!; return db.with(c).select({ id: admins.id, name: admins.fullName }).from(admins).where(inArray(admins.id, [1])).toSQL(); }],
  ['raw sql', () => db.dialect.sqlToQuery(sql`with a as (insert into audit_entries (admin_id, ip, user_agent, resource, record_id, action, changes, import_run) values (${1}, ${'127.0.0.1'}, ${'ua'}, ${'taxes'}, ${'5'}, ${'create'}, ${JSON.stringify([{ field: 'name' }])}, ${null})) select id, full_name from admins where id in (${1})`)],
] as const) {
  for (let i = 0; i < 2000; i++) fn();
  const t = performance.now();
  for (let i = 0; i < 20000; i++) fn();
  console.log(name, ((performance.now() - t) / 20000 * 1000).toFixed(1), 'µs');
}
await database.close();
