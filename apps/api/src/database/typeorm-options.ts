import { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { ORM_ENTITIES } from './orm-entities';
import { onPoolError } from '../shared/process/process-stopping';

export function typeOrmOptions(url: string): DataSourceOptions & { type: 'postgres' } {
  return {
    type: 'postgres',
    url,
    entities: ORM_ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    installExtensions: false,
    logging: ['warn'],
    extra: { max: 10 },
    poolErrorHandler: onPoolError,
  };
}
