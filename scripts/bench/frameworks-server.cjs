// One server of `npm run bench:frameworks` (see frameworks.mjs): `node frameworks-server.cjs KIND PORT`,
// KIND bare | express | fastify. Each answers GET /api/vaults/:id/stories to a request with a
// cookie (a guard's check) with the same JSON of about 11 kB (the dashboard reads' average body),
// after one turn of the event loop (as a read waits on its database), and nothing else: no
// session, no database, no middleware. What is left is the framework's own cost.
const { createServer } = require('node:http');
const { createRequire } = require('node:module');
const { join } = require('node:path');

// The packages the api itself loads (its workspace first, then the root's).
const fromApi = createRequire(join(__dirname, '..', '..', 'apps', 'api', 'package.json'));
fromApi('reflect-metadata');
const { Controller, Get, Injectable, Module, Param, UseGuards } = fromApi('@nestjs/common');
const { NestFactory } = fromApi('@nestjs/core');

const page = {
  items: Array.from({ length: 20 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: 'A summer at the lake with my grandmother',
    text: 'We went to the lake every summer, and she taught me to row. '.repeat(7),
    createdAt: new Date(Date.UTC(2020, 1, i + 1)).toISOString(),
    attachments: [{ id: `a${i}`, filename: 'photo.jpg', sizeBytes: 123_456 }],
  })),
  nextCursor: null,
};
const read = async (vaultId) => {
  await new Promise((resolve) => setImmediate(resolve));
  return { ...page, vaultId };
};

// Nest's decorators, applied by hand (this file is plain JavaScript).
class SignedIn {
  canActivate(context) {
    return typeof context.switchToHttp().getRequest().headers.cookie === 'string';
  }
}
Injectable()(SignedIn);

class Stories {
  stories(id) {
    return read(id);
  }
}
const method = Object.getOwnPropertyDescriptor(Stories.prototype, 'stories');
Param('id')(Stories.prototype, 'stories', 0);
UseGuards(SignedIn)(Stories.prototype, 'stories', method);
Get(':id/stories')(Stories.prototype, 'stories', method);
Controller('api/vaults')(Stories);

class App {}
Module({ controllers: [Stories], providers: [SignedIn] })(App);

async function main() {
  const [kind, port] = [process.argv[2], Number(process.argv[3])];
  if (kind === 'bare') {
    const route = /^\/api\/vaults\/([^/?]+)\/stories$/;
    await new Promise((resolve) =>
      createServer((req, res) => {
        const found = route.exec(req.url ?? '');
        if (!found || typeof req.headers.cookie !== 'string') {
          res.writeHead(404).end();
          return;
        }
        void read(found[1]).then((body) => {
          const json = JSON.stringify(body);
          res.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(json),
          });
          res.end(json);
        });
      }).listen(port, '127.0.0.1', resolve),
    );
  } else if (kind === 'express') {
    const app = await NestFactory.create(App, { logger: false });
    // As the api sets Express (apps/api/src/app/configure-http.ts): no ETag, no X-Powered-By.
    app.set('etag', false);
    app.disable('x-powered-by');
    await app.listen(port, '127.0.0.1');
  } else if (kind === 'fastify') {
    const { FastifyAdapter } = fromApi('@nestjs/platform-fastify');
    const app = await NestFactory.create(App, new FastifyAdapter(), { logger: false });
    await app.listen(port, '127.0.0.1');
  } else throw new Error(`unknown server ${kind}`);
  process.send?.('ready');
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
