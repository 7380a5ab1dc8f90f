import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseDocument } from 'yaml';
import { AppConfig } from '../src/config/app-config';

const ROOT = join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Variables docker/compose.yml reads that no process reads: each is in .env.example too. */
const COMPOSE_ONLY = ['POSTGRES_PASSWORD', 'MAIL_HOSTNAME'];

interface Healthcheck {
  test?: string | string[];
  disable?: boolean;
}
interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  entrypoint?: string[];
  restart?: string;
  depends_on?: string[] | Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
  profiles?: string[];
  hostname?: string;
  networks?: Record<string, { aliases?: string[] } | null>;
  healthcheck?: Healthcheck;
  deploy?: { replicas?: number };
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const composeText = read('docker/compose.yml');
const compose = parse(composeText, { merge: true }) as Compose;
const services = compose.services;
const caddyfile = read('docker/Caddyfile');
const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string>; workspaces: string[] };

/** A Dockerfile's stages, each with its instructions (continuation lines joined, comments dropped). */
interface Stage {
  from: string;
  name?: string;
  instructions: string[];
}
function dockerStages(text: string): Stage[] {
  const instructions = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    const from = instruction.match(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?$/i);
    if (from) stages.push({ from: from[1], name: from[2], instructions: [] });
    else stages[stages.length - 1].instructions.push(instruction);
  }
  return stages;
}
const dockerfile = read('docker/Dockerfile');
const stages = dockerStages(dockerfile);
const runtime = stages[stages.length - 1];
const runs = (stage: Stage) => stage.instructions.filter((i) => i.startsWith('RUN '));

/** `source:target[:mode]` of a compose volume entry. */
const mount = (entry: string) => {
  const [source, target, mode] = entry.split(':');
  return { source, target, mode };
};
const healthTest = (service: Service) => [service.healthcheck?.test ?? []].flat().join(' ');
/** A service that runs once and exits (restart: 'no'), which its dependents wait to see succeed. */
const oneShot = (service: Service) => service.restart === 'no';

/** No Docker engine runs here, so the deployment files are checked by reading them. */
describe('deployment files', () => {
  const variables = Object.keys(new AppConfig());

  it('.env.example lists every configuration variable, each with a comment', () => {
    const lines = read('.env.example').split('\n');
    for (const variable of [...variables, ...COMPOSE_ONLY]) {
      const index = lines.findIndex((l) => l.startsWith(`${variable}=`));
      expect({ variable, listed: index >= 0 }).toEqual({ variable, listed: true });
      expect(lines[index - 1]).toMatch(/^# /);
    }
  });

  it('README.md stays short and has the two commands', () => {
    const readme = read('README.md');
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('docs/configuration.md documents every variable', () => {
    const configuration = read('docs/configuration.md');
    for (const variable of variables)
      expect({ variable, documented: configuration.includes(`\`${variable}\``) }).toEqual({
        variable,
        documented: true,
      });
  });

  describe('docker/compose.yml', () => {
    it('is valid YAML with the proxy, PostgreSQL, the S3 store, the api, the worker and the mail server', () => {
      const document = parseDocument(composeText, { merge: true });
      expect(document.errors).toEqual([]);
      expect(document.warnings).toEqual([]);
      expect(Object.keys(services).sort()).toEqual([
        'api',
        'db',
        'mail',
        'proxy',
        's3',
        's3-bucket',
        'whisper',
        'worker',
      ]);
    });

    it('checks the health of every service that keeps running', () => {
      expect(Object.keys(services).filter((name) => oneShot(services[name]))).toEqual(['s3-bucket']);
      for (const [name, service] of Object.entries(services)) {
        if (oneShot(service)) continue;
        expect({ name, disabled: service.healthcheck?.disable ?? false }).toEqual({ name, disabled: false });
        const test = [service.healthcheck?.test ?? []].flat();
        expect({ name, kind: test[0] }).toEqual({ name, kind: expect.stringMatching(/^CMD(-SHELL)?$/) });
        expect(test.length).toBeGreaterThan(1);
      }
      expect(healthTest(services.db)).toContain('pg_isready');
      expect(healthTest(services.api)).toContain(`http://127.0.0.1:${services.api.environment?.PORT}/api/health`);
      expect(healthTest(services.worker)).toContain('process.env.DATABASE_URL');
      expect(healthTest(services.proxy)).toContain('/api/health');
      expect(healthTest(services.mail)).toMatch(/smtp submission imaps/);
      expect(healthTest(services.whisper)).toContain('http://127.0.0.1:8000/health');
      expect(healthTest(services.s3)).toBe('CMD mc ready local');
    });

    it('runs the api and the worker twice each, on one database, with AppConfig variables only', () => {
      const { api, worker } = services;
      expect(api.command).toEqual(['node', '--max-semi-space-size=8', 'apps/api/dist/main.js']);
      // The api runs with the same young generation however it is started (bench:media measures it so).
      expect(packageJson.scripts['start:api']).toContain(`node ${api.command!.slice(1).join(' ')}`);
      expect(worker.command).toEqual(['node', 'apps/api/dist/worker.js']);
      for (const service of [api, worker]) {
        expect(service.deploy?.replicas).toBe(2);
        const environment = service.environment ?? {};
        expect(environment.NODE_ENV).toBe('production');
        expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/storyvault:.*@db:5432\/storyvault$/);
        for (const required of ['SESSION_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'IMAP_URL', 'INBOUND_ADDRESS'])
          expect(environment[required]).toMatch(/:\?/); // compose refuses to start without it
        expect(environment.TRUST_PROXY).toBe('${TRUST_PROXY:-1}'); // behind the proxy
        expect(service.depends_on).toMatchObject({ db: { condition: 'service_healthy' } });
        // The media are in the bucket, not on a volume: a replica can run on any machine.
        expect(service.volumes).toBeUndefined();
        for (const key of Object.keys(environment)) expect(variables).toContain(key);
      }
      expect(api.ports).toBeUndefined(); // reached through the proxy only
      expect(services.db.image).toMatch(/^postgres:1[5-9]/);
    });

    it('reads only AppConfig variables and the compose-only ones .env.example lists', () => {
      const referenced = new Set([...composeText.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]));
      for (const name of referenced)
        expect({ name, known: variables.includes(name) || COMPOSE_ONLY.includes(name) }).toEqual({ name, known: true });
      for (const name of COMPOSE_ONLY) expect(referenced).toContain(name);
    });

    it('depends only on services it defines, and mounts only volumes and files that exist', () => {
      const used = new Set<string>();
      for (const [name, service] of Object.entries(services)) {
        const dependencies = Array.isArray(service.depends_on)
          ? service.depends_on
          : Object.keys(service.depends_on ?? {});
        for (const dependency of dependencies)
          expect({ name, dependency, defined: dependency in services }).toEqual({ name, dependency, defined: true });
        for (const entry of service.volumes ?? []) {
          const { source } = mount(entry);
          if (source.startsWith('.') || source.startsWith('/')) {
            expect({ name, source, exists: existsSync(join(ROOT, 'docker', source)) }).toEqual({
              name,
              source,
              exists: true,
            });
          } else {
            expect({ name, source, declared: source in compose.volumes }).toEqual({ name, source, declared: true });
            used.add(source);
          }
        }
      }
      expect([...used].sort()).toEqual(Object.keys(compose.volumes).sort());
    });

    it('publishes HTTPS through Caddy, whose config routes every request to the api replicas', () => {
      const { proxy, api } = services;
      expect(proxy.image).toMatch(/^caddy:2/);
      expect(proxy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
      expect(proxy.depends_on).toMatchObject({ api: { condition: 'service_healthy' } });
      const config = (proxy.volumes ?? []).map(mount).find((m) => m.target === '/etc/caddy/Caddyfile');
      expect(config).toEqual({ source: './Caddyfile', target: '/etc/caddy/Caddyfile', mode: 'ro' });
      // Each replica is an address of the DNS name `api`, on the port the api listens on.
      const upstreams = [...caddyfile.matchAll(/dynamic a (\S+) (\d+)/g)].map((m) => [m[1], m[2]]);
      expect(upstreams).toEqual([['api', api.environment?.PORT]]);
      // The site compresses what the api did not send compressed already, never /api's answers
      // (docs/deploy.md: BREACH).
      expect(caddyfile).toMatch(
        /^\{\$PUBLIC_URL\} \{\n\t@site not path \/api\/\*\n\tencode @site zstd gzip\n\timport api_replicas\n\}$/m,
      );
      // The health check's listener, inside the container, proxies to the same replicas.
      const port = healthTest(proxy).match(/http:\/\/127\.0\.0\.1:(\d+)\/api\/health/)?.[1];
      expect(caddyfile).toMatch(
        new RegExp(`^:${port} \\{\\n\\tbind 127\\.0\\.0\\.1\\n\\timport api_replicas\\n\\}$`, 'm'),
      );
      // Every {$VAR} the Caddyfile reads is given to the proxy.
      for (const [, name] of caddyfile.matchAll(/\{\$([A-Z_]+)\}/g))
        expect(Object.keys(proxy.environment ?? {})).toContain(name);
    });

    it('has a mail server, under MAIL_HOSTNAME and with the certificate Caddy keeps for that name', () => {
      const { mail, proxy } = services;
      expect(mail.image).toMatch(/^ghcr\.io\/docker-mailserver\/docker-mailserver:\d+$/);
      expect(mail.profiles).toEqual(['mail']);
      expect(mail.ports).toContain('25:25');
      const hostname = '${MAIL_HOSTNAME:-mail.localhost}';
      expect(mail.hostname).toBe(hostname);
      expect(proxy.environment?.MAIL_HOSTNAME).toBe(hostname);
      // The api and the worker reach it by that name, so TLS can check the certificate.
      expect(mail.networks?.default?.aliases).toEqual([hostname]);
      expect(caddyfile).toMatch(/^\{\$MAIL_HOSTNAME\} \{$/m);
      const caddyData = (proxy.volumes ?? []).map(mount).find((m) => m.source === 'caddy-data');
      const shared = (mail.volumes ?? []).map(mount).find((m) => m.source === 'caddy-data');
      expect(caddyData?.target).toBe('/data');
      expect(shared?.mode).toBe('ro');
      const certificates = `${shared?.target}/caddy/certificates/acme-v02.api.letsencrypt.org-directory/${hostname}`;
      expect(mail.environment).toMatchObject({
        SSL_TYPE: 'manual',
        SSL_CERT_PATH: `${certificates}/${hostname}.crt`,
        SSL_KEY_PATH: `${certificates}/${hostname}.key`,
      });
    });
  });

  describe('docker/compose.yml media store', () => {
    const { api, worker, s3 } = services;
    const bucketService = services['s3-bucket'];

    it('points the api and the worker at the bucket of the MinIO service, made before they start', () => {
      for (const service of [api, worker]) {
        expect(service.environment).toMatchObject({
          MEDIA_STORE: 's3',
          S3_ENDPOINT: 'http://s3:9000',
          S3_REGION: '${S3_REGION:-us-east-1}',
          S3_BUCKET: '${S3_BUCKET:-storyvault-media}',
          S3_FORCE_PATH_STYLE: 'true',
        });
        for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
          expect(service.environment?.[key]).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
        expect(service.depends_on).toMatchObject({ 's3-bucket': { condition: 'service_completed_successfully' } });
      }
      expect(Object.values(services).flatMap((s) => s.volumes ?? [])).not.toContainEqual(
        expect.stringMatching(/^storyvault-data:/),
      );
    });

    it('runs MinIO on a volume of its own, healthchecked, with the key pair from .env', () => {
      expect(s3.image).toMatch(/^minio\/minio:/);
      expect(s3.command).toEqual(['server', '/data']);
      expect(s3.volumes).toEqual(['s3-data:/data']);
      expect(s3.ports).toBeUndefined(); // only the apps reach it
      expect(s3.environment).toEqual({
        MINIO_ROOT_USER: api.environment?.S3_ACCESS_KEY_ID,
        MINIO_ROOT_PASSWORD: api.environment?.S3_SECRET_ACCESS_KEY,
      });
      // The endpoint the apps use is this service on MinIO's port.
      expect(new URL(api.environment!.S3_ENDPOINT).host).toBe('s3:9000');
    });

    it('makes the bucket the apps use, with versioning, once MinIO is healthy', () => {
      expect(bucketService.image).toMatch(/^minio\/mc:/);
      expect(bucketService.depends_on).toEqual({ s3: { condition: 'service_healthy' } });
      expect(bucketService.environment).toEqual({
        S3_ACCESS_KEY_ID: api.environment?.S3_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: api.environment?.S3_SECRET_ACCESS_KEY,
        S3_BUCKET: api.environment?.S3_BUCKET,
      });
      const [shell, flag, text] = bucketService.entrypoint ?? [];
      const script = text.replaceAll('$$', '$'); // compose's escape for a $ the shell expands
      expect([shell, flag]).toEqual(['/bin/sh', '-c']);
      // Each step must succeed for the next, and for the apps to start.
      expect(script.split(/\s*&&\s*/)).toEqual([
        'mc alias set media http://s3:9000 "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"',
        'mc mb --ignore-existing "media/$S3_BUCKET"',
        'mc version enable "media/$S3_BUCKET"',
      ]);
    });
  });

  describe('docker/compose.yml transcription', () => {
    it('has an optional self-hosted Whisper server the workers reach through TRANSCRIBE_URL', () => {
      const { whisper, worker, api } = services;
      expect(whisper.image).toMatch(/^fedirz\/faster-whisper-server:[\w.-]*cpu$/);
      expect(whisper.profiles).toEqual(['transcription']);
      expect(whisper.ports).toBeUndefined(); // only the workers talk to it
      expect(whisper.volumes).toContain('whisper-models:/root/.cache/huggingface');
      expect(whisper.environment?.WHISPER__MODEL).toBe('${TRANSCRIBE_MODEL:-Systran/faster-whisper-small}');
      for (const service of [api, worker])
        expect(service.environment).toMatchObject({
          TRANSCRIBE_URL: '${TRANSCRIBE_URL:-}',
          TRANSCRIBE_API_KEY: '${TRANSCRIBE_API_KEY:-}',
          TRANSCRIBE_MODEL: '${TRANSCRIBE_MODEL:-whisper-1}',
        });
      expect(composeText).toMatch(/TRANSCRIBE_URL=http:\/\/whisper:8000/);
    });

    it('installs ffmpeg in the image, for checking and converting recordings', () => {
      expect(runs(runtime).join('\n')).toMatch(/apt-get install -y --no-install-recommends ffmpeg/);
    });

    it("installs pg_dump and pg_restore of the compose database's major version, from PostgreSQL's apt repository", () => {
      const major = services.db.image?.match(/^postgres:(\d+)/)?.[1];
      expect(runtime.instructions).toContain(`ARG PG_CLIENT_MAJOR=${major}`);
      const install = runs(runtime).find((i) => i.includes('postgresql-client-'));
      expect(install).toBeDefined();
      expect(install).toMatch(/apt-get install -y --no-install-recommends postgresql-client-\$\{PG_CLIENT_MAJOR\}/);
      // The repository, trusted through its own key only, for this Debian release (the image's).
      expect(runtime.from).toMatch(/bookworm/);
      expect(install).toContain('https://www.postgresql.org/media/keys/ACCC4CF8.asc');
      expect(install).toMatch(
        /deb \[signed-by=(\S+)\] https:\/\/apt\.postgresql\.org\/pub\/repos\/apt bookworm-pgdg main/,
      );
      const key = install!.match(/signed-by=(\S+)\]/)?.[1];
      expect(install).toContain(`-o ${key} `);
      // The build fails unless the tools are where `storyvault backup` looks for them.
      expect(install).toMatch(/&& \/usr\/lib\/postgresql\/\$\{PG_CLIENT_MAJOR\}\/bin\/pg_dump --version$/);
    });
  });

  describe('docker/Dockerfile', () => {
    it('has named stages on Node 24, the runtime on its slim Debian image; the first installs every dependency and builds', () => {
      expect(stages.length).toBeGreaterThanOrEqual(2);
      for (const stage of stages) {
        expect(stage.from).toMatch(/^node:24-bookworm(-slim)?$/);
        expect(stage.name).toMatch(/^[a-z]+$/);
      }
      expect(runtime.from).toBe('node:24-bookworm-slim');
      const build = runs(stages[0]).join('\n');
      expect(build).toMatch(/^RUN npm ci\b(?!.*--omit=dev)/m);
      expect(build).toMatch(/^RUN npm run build$/m);
    });

    it('runs as an unprivileged user with production dependencies only and checks its health', () => {
      const installs = runs(runtime).filter((i) => /\bnpm ci\b/.test(i));
      expect(installs).toHaveLength(1);
      expect(installs[0]).toMatch(/npm ci --omit=dev\b/);
      const users = runtime.instructions.filter((i) => i.startsWith('USER '));
      expect(users).toEqual(['USER node']);
      expect(runtime.instructions.findIndex((i) => i.startsWith('USER '))).toBeGreaterThan(
        runtime.instructions.findLastIndex((i) => i.startsWith('RUN ')),
      );
      expect(runtime.instructions).toContainEqual(expect.stringMatching(/^HEALTHCHECK .*\/api\/health/));
      expect(runtime.instructions).toContain(`EXPOSE ${services.api.environment?.PORT}`);
      expect(runtime.instructions).toContain('CMD ["node", "apps/api/dist/start.js"]');
      // COPY --from only from earlier stages.
      const names = stages.slice(0, -1).map((s) => s.name);
      for (const [, from] of runtime.instructions.join('\n').matchAll(/^COPY --from=(\S+)/gm))
        expect(names).toContain(from);
    });

    it('copies every workspace manifest before each npm ci (npm ci needs them all)', () => {
      for (const stage of stages) {
        for (const workspace of packageJson.workspaces) {
          expect(stage.instructions).toContain(`COPY ${workspace}/package.json ${workspace}/`);
          expect(existsSync(join(ROOT, workspace, 'package.json'))).toBe(true);
        }
      }
    });

    it('runs only files the build writes and package.json scripts start, and ships them', () => {
      const copied = runtime.instructions
        .map((i) => i.match(/^COPY --from=build \/app\/(\S+) (\S+)$/))
        .filter((m): m is RegExpMatchArray => m !== null && m[1] === m[2])
        .map((m) => m[1]);
      const entryPoints = [services.api.command, services.worker.command, ['node', 'apps/api/dist/start.js']];
      for (const [program, ...args] of entryPoints as string[][]) {
        expect(program).toBe('node');
        // Node's options, then the file.
        const file = args[args.length - 1];
        expect(args.slice(0, -1).every((arg) => arg.startsWith('--'))).toBe(true);
        // A package.json script starts the same file the same way (start, start:api, start:worker)...
        expect(Object.values(packageJson.scripts).some((script) => script.endsWith(`node ${args.join(' ')}`))).toBe(
          true,
        );
        // ...the build compiles it from its TypeScript source (rootDir src, outDir dist)...
        const [project] = file.split('/dist/');
        const tsconfig = JSON.parse(read(`${project}/tsconfig.json`)) as {
          compilerOptions: { rootDir: string; outDir: string };
        };
        expect(tsconfig.compilerOptions).toMatchObject({ rootDir: 'src', outDir: 'dist' });
        expect(existsSync(join(ROOT, file.replace('/dist/', '/src/').replace(/\.js$/, '.ts')))).toBe(true);
        expect(packageJson.scripts.build).toContain(`tsc -b ${project}`);
        // ...and the image has it.
        expect(copied).toContain(`${project}/dist`);
      }
      // The web app the api serves, the contracts it loads, and the CLI on the PATH.
      expect(copied).toEqual(
        expect.arrayContaining(['apps/web/dist', 'libs/contracts/dist', 'cli/dist', 'cli/bin', 'apps/api/assets']),
      );
      // The printed book's fonts, where the compiled builder looks for them.
      expect(existsSync(join(ROOT, 'apps/api/assets/fonts/DejaVuSerif.ttf'))).toBe(true);
      expect(packageJson.scripts.storyvault).toBe('node cli/dist/main.js');
      const link = dockerfile.match(/ln -s \/app\/(\S+) \/usr\/local\/bin\/storyvault/)?.[1];
      expect(link).toBe('cli/bin/storyvault.js');
      expect(existsSync(join(ROOT, link as string))).toBe(true);
      // The worker's health check loads `pg`, a production dependency of the api.
      expect(JSON.parse(read('apps/api/package.json')).dependencies).toHaveProperty('pg');
    });

    it('builds from a context without local installs, builds or data', () => {
      const ignored = read('.dockerignore').split('\n');
      expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data', '.env']));
    });
  });

  it('docs/deploy.md describes this stack', () => {
    const guide = read('docs/deploy.md');
    for (const text of [
      'docker/compose.yml',
      '--profile mail',
      'INBOUND_ADDRESS',
      'POST /api/billing/webhook',
      'STRIPE_WEBHOOK_SECRET',
      'pg_dump',
      'DATA_DIR',
      'advisory lock',
      ...COMPOSE_ONLY,
    ])
      expect({ text, described: guide.includes(text) }).toEqual({ text, described: true });
  });

  it('docs/deploy.md tells how to run on several machines, with every lease setting and S3 setting', () => {
    const guide = read('docs/deploy.md');
    const section = guide.slice(guide.indexOf('## 7. Running on several machines'));
    expect(section.length).toBeLessThan(guide.length);
    const leases = variables.filter((name) => name.endsWith('_LEASE_SECONDS'));
    expect(leases.length).toBeGreaterThanOrEqual(4);
    const settings = variables.filter((name) => name.startsWith('S3_') || name === 'MEDIA_STORE');
    for (const text of [...leases, ...settings, 'GET /api/health', 'storyvault status', 'storyvault doctor'])
      expect({ text, described: section.includes(text) }).toEqual({ text, described: true });
    // The media volume is gone from the guide as from compose.
    expect(guide).not.toContain('storyvault-data');
  });
});
