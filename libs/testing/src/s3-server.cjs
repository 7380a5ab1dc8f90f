// A real S3-protocol server for tests and benchmarks: s3rver (npm), in this process, on a free
// port of 127.0.0.1, with one empty bucket, its objects in a temporary folder removed at stop.
// CommonJS so that the benchmark scripts (.mjs) start it the same way as the tests.
const { createHash, randomUUID } = require('node:crypto');
const { createWriteStream, mkdirSync, mkdtempSync, rmSync } = require('node:fs');
const { mkdir, rename, rm } = require('node:fs/promises');
const { tmpdir } = require('node:os');
const { dirname, join } = require('node:path');
const { Readable, Transform } = require('node:stream');
const { pipeline } = require('node:stream/promises');

/**
 * s3rver writes an object straight into its file and answers before the file is flushed, so two
 * PUTs of one key interleave and a GET right after a PUT can read part of it. S3 (and MinIO, R2,
 * B2, Ceph) replace an object whole when its upload ends: this store does the same, writing
 * beside the buckets and renaming into place before it answers.
 */
function makeWritesWhole() {
  const FilesystemStore = require('s3rver/lib/stores/filesystem');
  if (FilesystemStore.prototype.putObject.wholeWrites) return;
  async function putObject(object) {
    const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
    const partials = join(this.rootDirectory, PARTIALS);
    await mkdir(partials, { recursive: true });
    const partial = join(partials, randomUUID());
    const md5 = createHash('md5');
    let size = 0;
    const counting = new Transform({
      transform(chunk, _encoding, callback) {
        md5.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    try {
      await pipeline(content, counting, createWriteStream(partial));
      await mkdir(dirname(objectPath), { recursive: true });
      await rename(partial, objectPath);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const digest = md5.digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  }
  putObject.wholeWrites = true;
  FilesystemStore.prototype.putObject = putObject;
}

/** Where objects being written wait, beside the buckets (a name no bucket can have). */
const PARTIALS = '_partial_uploads';

/** s3rver's own credentials: it checks the signature of every request against them. */
const S3_TEST_KEY = 'S3RVER';

async function startS3Server(options = {}) {
  const S3rver = require('s3rver');
  makeWritesWhole();
  const bucket = options.bucket ?? 'storyvault-media';
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'sv-s3rver-'));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    /** The variables that point StoryVault at this bucket. */
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3_TEST_KEY,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      if (!options.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The same server in a process of its own, as a real S3 service is to the app: it does not share
 * an event loop with whoever drives the load (the media benchmark). Resolves like startS3Server.
 */
function startS3ServerProcess(options = {}) {
  const { spawn } = require('node:child_process');
  const child = spawn(process.execPath, [__filename, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it was ready`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!output.includes('\n')) return;
      child.removeAllListeners('exit');
      const server = JSON.parse(output.split('\n')[0]);
      resolve({
        ...server,
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

module.exports = { startS3Server, startS3ServerProcess, S3_TEST_KEY };

if (require.main === module) {
  startS3Server(JSON.parse(process.argv[2] ?? '{}')).then((server) => {
    const { stop, ...described } = server;
    process.stdout.write(JSON.stringify(described) + '\n');
    process.once('SIGTERM', () => stop().then(() => process.exit(0)));
  });
}
