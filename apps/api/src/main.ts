import 'reflect-metadata';
import { boot } from './app/boot';

// The HTTP api alone; run workers separately with worker.js.
void boot({ http: true, worker: false });
