import { loadEnv } from '../env';
import { openDatabase } from './client';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await database.close();
process.stdout.write(`Migrations applied (${database.kind}).\n`);
