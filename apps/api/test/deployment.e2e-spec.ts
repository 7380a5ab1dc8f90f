import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { AppConfig } from '../src/config/app-config';

const ROOT = join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** No Docker engine runs here, so the deployment files are checked by reading them. */
describe('deployment files', () => {
  const variables = Object.keys(new AppConfig());

  it('.env.example lists every configuration variable, each with a comment', () => {
    const lines = read('.env.example').split('\n');
    for (const variable of variables) {
      const index = lines.findIndex((l) => l.startsWith(`${variable}=`));
      expect({ variable, listed: index >= 0 }).toEqual({ variable, listed: true });
      expect(lines[index - 1]).toMatch(/^# /);
    }
  });

  it('README.md documents every variable and the two commands', () => {
    const readme = read('README.md');
    for (const variable of variables)
      expect({ variable, documented: readme.includes(`\`${variable}\``) }).toEqual({ variable, documented: true });
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });

  it('compose runs PostgreSQL, the api and a worker on the same database', () => {
    const compose = parse(read('docker/compose.yml'), { merge: true });
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'db', 'worker']);
    const { api, worker, db } = compose.services;
    expect(api.command).toEqual(['node', 'apps/api/dist/main.js']);
    expect(worker.command).toEqual(['node', 'apps/api/dist/worker.js']);
    for (const service of [api, worker]) {
      expect(service.environment.NODE_ENV).toBe('production');
      expect(service.environment.DATABASE_URL).toMatch(/^postgres:\/\/storyvault:.*@db:5432\/storyvault$/);
      expect(service.environment.SESSION_SECRET).toMatch(/:\?/); // compose refuses to start without it
      expect(service.depends_on.db.condition).toBe('service_healthy');
      for (const key of Object.keys(service.environment)) expect(variables).toContain(key);
    }
    expect(api.ports).toEqual(['${PORT:-3000}:3000']);
    expect(db.image).toMatch(/^postgres:1[5-9]/);
    expect(db.healthcheck.test.join(' ')).toContain('pg_isready');
  });

  it('the image builds on Node 20, runs as an unprivileged user and checks its health', () => {
    const dockerfile = read('docker/Dockerfile');
    expect(dockerfile).toMatch(/^FROM node:20/m);
    expect(dockerfile).toMatch(/RUN npm ci && npm run build/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\/api\/health/m);
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/api\/dist\/start.js"\]$/m);
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m);
  });
});
