import { DataSource } from 'typeorm';
import { typeOrmOptions } from './typeorm-options';

// Used by the TypeORM CLI (npm run migration:*), which scripts/migration.mjs runs with DATABASE_URL set.
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must be set for the TypeORM CLI (scripts/migration.mjs sets it).');

export default new DataSource(typeOrmOptions(url));
