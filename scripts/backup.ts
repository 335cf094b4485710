import { backup } from '../server/backup/commands';

// `npm run backup -- <file>`: the database the server uses (DATABASE_URL, else DATA_DIR) into <file>.
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run backup -- <file>   (PostgreSQL with DATABASE_URL set, else the embedded database under DATA_DIR, default ./data)');
  process.exit(2);
}
try {
  await backup(file, { databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || 'data', log: console.log });
} catch (e) {
  console.error(`Backup failed: ${(e as Error).message}`);
  process.exit(1);
}
