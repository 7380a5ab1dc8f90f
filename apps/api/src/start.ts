import 'reflect-metadata';
import { boot } from './app/boot';

// The whole product in one process: the api and the worker (npm start, small installs).
void boot({ http: true, worker: true });
