import { sql } from 'drizzle-orm';
import { auditEntries, taxes } from '../apps/server/src/db/schema';
import { openTarget, targetFrom } from './lib/target';
import { parseArgs } from './lib/args';

const options = parseArgs(process.argv.slice(2));
const target = targetFrom(options);
const database = await openTarget(target, 4);
await database.migrate();
const db = database.db;
const n = Number(options.get('n') ?? 500);
let seq = 0;
const entry = (id: number) => ({
  adminId: 1, ip: '127.0.0.1', userAgent: 'bench/audit', resource: 'taxes', recordId: String(id), action: 'create',
  changes: [{ field: 'name', before: null, after: `x${id}` }, { field: 'rate', before: null, after: 5 }, { field: 'enabled', before: null, after: true }], importRun: null,
});
type Variant = [string, () => Promise<unknown>];
const variants: Variant[] = [
  ['tax only', () => db.transaction(async (tx) => { await tx.insert(taxes).values({ name: `m ${Date.now()} ${++seq}`, rate: '5' } as never).returning(); })],
  ['tax + entry', () => db.transaction(async (tx) => { const [r] = await tx.insert(taxes).values({ name: `m ${Date.now()} ${++seq}`, rate: '5' } as never).returning(); await tx.insert(auditEntries).values([entry(r!.id)]); })],
  ['tax + entry json', () => db.transaction(async (tx) => { const [r] = await tx.insert(taxes).values({ name: `m ${Date.now()} ${++seq}`, rate: '5' } as never).returning(); await tx.execute(sql`insert into audit_entries (admin_id, ip, user_agent, resource, record_id, action, changes, import_run) select admin_id, ip, user_agent, resource, record_id, action, changes, import_run from jsonb_to_recordset(${JSON.stringify([entry(r!.id)].map(e=>({admin_id:e.adminId,ip:e.ip,user_agent:e.userAgent,resource:e.resource,record_id:e.recordId,action:e.action,changes:e.changes,import_run:e.importRun})))}::jsonb) as x(admin_id int, ip text, user_agent text, resource text, record_id text, action text, changes jsonb, import_run text)`); })],
  ['tax + entry cte', () => db.transaction(async (tx) => {
    const e = entry(0);
    await tx.execute(sql`with r as (insert into taxes (name, rate) values (${`m ${Date.now()} ${++seq}`}, 5) returning *), a as (insert into audit_entries (admin_id, ip, user_agent, resource, record_id, action, changes) select ${e.adminId}, ${e.ip}, ${e.userAgent}, ${e.resource}, r.id::text, ${e.action}, ${JSON.stringify(e.changes)}::jsonb from r) select * from r`); })],
];
const times: Record<string, number[]> = {};
for (let round = 0; round < n; round++) {
  for (const [name, run] of round % 2 ? variants : [...variants].reverse()) {
    const t = performance.now(); await run(); (times[name] ??= []).push(performance.now() - t);
  }
}
for (const [name, list] of Object.entries(times)) {
  list.sort((a, b) => a - b);
  console.log(name.padEnd(20), 'p50', list[Math.floor(list.length / 2)]!.toFixed(3), 'mean', (list.reduce((a, b) => a + b, 0) / list.length).toFixed(3));
}
await database.close();
