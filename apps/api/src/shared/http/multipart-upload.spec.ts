import { ErrorCode } from '@storyvault/contracts';
import type { Request, Response } from 'express';
import { once } from 'node:events';
import http from 'node:http';
import { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { DomainError } from '../domain-error';
import { MultipartUpload, receiveMultipart } from './multipart-upload';

class Refused extends Error {}

class NotAPhoto extends DomainError {
  constructor() {
    super(ErrorCode.UPLOAD_UNREADABLE, 'Not a photo.');
  }
}

/** Reads a file stream whole, as a store would, refusing it past `max` bytes. */
async function readAll(file: Readable, max = Infinity): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += (chunk as Buffer).length;
    if (size > max) throw new NotAPhoto();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString();
}

type Upload = MultipartUpload<string, { file: string | undefined; fields: string[] }>;

/**
 * A server receiving each request with `receiveMultipart` and the upload `make` gives, answering
 * its result or its refusal's message (and a count of admissions).
 */
async function serve(make: () => Partial<Upload>) {
  let admitted = 0;
  const server = http.createServer((req, res) => {
    const fields: string[] = [];
    receiveMultipart(req as Request, res as unknown as Response, {
      limits: { fileSize: 11, files: 1, fields: 2, parts: 3 },
      maxBodyBytes: 64 * 1024,
      fileField: 'photo',
      unreadable: (reason) => new Refused(`unreadable: ${reason}`),
      tooLarge: () => new Refused('too large'),
      texts: { notMultipart: 'Send multipart.', tooManyFiles: 'One file at a time.' },
      admit: () => void admitted++,
      field: (name, value) => void fields.push(`${name}=${value}`),
      store: (file) => readAll(file, 10),
      finish: async (stored) => ({ file: await stored, fields }),
      ...make(),
    }).then(
      (result) => res.writeHead(200).end(JSON.stringify(result)),
      (error: Error) => res.writeHead(400).end(JSON.stringify({ refused: error.message })),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    post: async (body: FormData | string, headers: Record<string, string> = {}) => {
      const res = await fetch(url, { method: 'POST', body, headers });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    admitted: () => admitted,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function form(parts: Array<[string, string] | [string, string, string]>): FormData {
  const data = new FormData();
  for (const [name, value, filename] of parts)
    if (filename) data.append(name, new Blob([value], { type: 'image/jpeg' }), filename);
    else data.append(name, value);
  return data;
}

describe('receiveMultipart', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  let make: () => Partial<Upload> = () => ({});
  beforeAll(async () => {
    server = await serve(() => make());
  });
  afterEach(() => {
    make = () => ({});
  });
  afterAll(() => server.close());

  it('streams the file to its store and gives the fields, in order, to the caller', async () => {
    const res = await server.post(
      form([
        ['text', 'a question'],
        ['photo', 'jpeg bytes', 'p.jpg'],
      ]),
    );
    expect(res).toEqual({ status: 200, body: { file: 'jpeg bytes', fields: ['text=a question'] } });
  });

  it('refuses a body that is not multipart, or says it is too large, before admitting it', async () => {
    const before = server.admitted();
    expect(await server.post('{}', { 'Content-Type': 'application/json' })).toEqual({
      status: 400,
      body: { refused: 'unreadable: Send multipart.' },
    });
    const big = await server.post('x'.repeat(64 * 1024 + 1), { 'Content-Type': 'multipart/form-data; boundary=X' });
    expect(big.body).toEqual({ refused: 'too large' });
    expect(server.admitted()).toBe(before);
  });

  it('refuses what the caller did not ask for: another file field, a second file, a field it throws on', async () => {
    expect((await server.post(form([['other', 'bytes', 'o.jpg']]))).body).toEqual({
      refused: 'unreadable: Unexpected file field - other.',
    });
    expect(
      (
        await server.post(
          form([
            ['photo', 'one', 'a.jpg'],
            ['photo', 'two', 'b.jpg'],
          ]),
        )
      ).body,
    ).toEqual({ refused: 'unreadable: One file at a time.' });
    make = () => ({
      field: (name) => {
        throw new Refused(`no ${name}`);
      },
    });
    expect((await server.post(form([['text', 'x']]))).body).toEqual({ refused: 'no text' });
  });

  it("answers with the store's own refusal when it refuses the file", async () => {
    // 11 bytes: within the parser's limit, one past the store's.
    expect((await server.post(form([['photo', '12345678901', 'p.jpg']]))).body).toEqual({ refused: 'Not a photo.' });
  });

  it("refuses with the caller's own error when the body ends without what it needed", async () => {
    make = () => ({
      finish: async (stored) => {
        if (!stored) throw new Refused('no photo');
        return { file: await stored, fields: [] };
      },
    });
    expect((await server.post(form([['text', 'only words']]))).body).toEqual({ refused: 'no photo' });
  });
});
