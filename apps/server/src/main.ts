import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { serveBackups } from './db/backup';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { crashReport } from './lib/safe-logging';
import { limitMemory } from './memory-limits';
import { scheduleAuditPrune } from './modules/audit/audit-prune';
import { startNotificationWorker } from './modules/notifications/notification-worker';

async function main() {
  const config = loadConfig();
  limitMemory();
  const database = await openDatabase(config);
  const login = await database.startUp(() => prepareDatabase(database.db, config));
  const app = await buildApp({ config, database, serveWeb: true });
  await app.listen({ port: config.port, host: config.host });
  // npm run backup asks the running server for a consistent copy of the embedded database.
  const closeBackups = await serveBackups(config.dataDir, database);
  // Audit entries older than MANDI_AUDIT_DAYS go, once a day across every instance.
  const stopPrune = scheduleAuditPrune(database.db, config.auditDays, app.log);
  // Notifications go out at their time through jobs kept in the database (every instance polls).
  const notifications = startNotificationWorker(database.db, config, app.log);

  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nMandi is running at http://localhost:${config.port} (database: ${where})`);
  if (login) console.log(`Sign in as ${login.email} with password ${login.password}\n`);

  const stop = async () => {
    stopPrune();
    await notifications.stop();
    await closeBackups();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    // A failed query's parameters (a password hash) stay out of the crash report.
    console.error(crashReport(error));
  }
  process.exit(1);
});
