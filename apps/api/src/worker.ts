import 'reflect-metadata';
import { boot } from './app/boot';

// Scheduled work alone (no HTTP); any number may run, work is claimed in PostgreSQL.
void boot({ http: false, worker: true });
