import busboy from 'busboy';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * One scripted answer of the stand-in: a transcript, an OpenAI-style error, a 429 with
 * Retry-After, or no answer at all (the client's timeout must end it). `delayMs` answers late.
 */
export type TranscriptionAnswer =
  | { status: 200; text?: string; delayMs?: number }
  | { status: 400 | 401 | 404 | 413 | 500 | 502 | 503; message?: string; delayMs?: number }
  | { status: 429; retryAfter?: string | number; message?: string; delayMs?: number }
  | { hang: true };

/** A request as the stand-in received it. */
export interface TranscriptionRequest {
  method: string;
  path: string;
  authorization: string | null;
  model: string | null;
  language: string | null;
  responseFormat: string | null;
  filename: string | null;
  contentType: string | null;
  /** The file's bytes (up to the limit; counted past it). */
  bytes: number;
  file: Buffer | null;
  /** The status answered, or null while it hangs. */
  status: number | null;
  at: Date;
}

export interface TranscriptionStandIn {
  /** Base URL for TRANSCRIBE_URL. */
  url: string;
  requests: TranscriptionRequest[];
  /** With a key set, a request without `Authorization: Bearer <key>` gets 401 invalid_api_key. */
  apiKey: string | null;
  /** Larger files get 413, as OpenAI answers past 25 MB. */
  maxBytes: number;
  /** The models it knows; another gets 404 model_not_found. Empty: any. */
  models: string[];
  /** Answers the next transcription requests in order, one each; once used up, `transcript` answers. */
  script(...answers: TranscriptionAnswer[]): void;
  /** The text of an unscripted 200 (by default "Transcript of <filename>."). */
  transcript: (request: TranscriptionRequest, index: number) => string;
  /** Transcription requests answered 200. */
  readonly succeeded: TranscriptionRequest[];
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

const ERROR_TYPES: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid file format.' },
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided.' },
  404: { type: 'invalid_request_error', code: 'model_not_found', message: 'The model does not exist.' },
  413: { type: 'server_error', code: null, message: 'Maximum content size limit exceeded.' },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached for requests.' },
  500: { type: 'server_error', code: null, message: 'The server had an error while processing your request.' },
  502: { type: 'server_error', code: null, message: 'Bad gateway.' },
  503: { type: 'server_error', code: null, message: 'The engine is currently overloaded, please try again later.' },
};

function send(res: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function error(status: number, message?: string, param: string | null = null): Json {
  const known = ERROR_TYPES[status] ?? ERROR_TYPES[500];
  return { error: { message: message ?? known.message, type: known.type, param, code: known.code } };
}

/** Reads the multipart form: its fields, and the file (kept up to `maxBytes`, counted past it). */
function readForm(
  req: IncomingMessage,
  maxBytes: number,
): Promise<{
  fields: Record<string, string>;
  file: { name: string; type: string; data: Buffer; bytes: number } | null;
}> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: { name: string; type: string; data: Buffer; bytes: number } | null = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers });
    } catch (e) {
      reject(e instanceof Error ? e : new Error(String(e)));
      return;
    }
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= maxBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (name === 'file')
          file = { name: info.filename ?? '', type: info.mimeType, data: Buffer.concat(chunks), bytes };
      });
    });
    parser.on('close', () => resolve({ fields, file }));
    parser.on('error', reject);
    req.pipe(parser);
  });
}

/**
 * A local HTTP stand-in for an OpenAI-compatible speech-to-text service: POST
 * /v1/audio/transcriptions (multipart `file`, `model`, optional `language`) answered by {text},
 * or by OpenAI's error bodies ({error: {message, type, param, code}}) with their statuses: 400
 * for a missing file or model, 401 for a wrong key, 404 for an unknown model, 413 past the size
 * limit, 429 with Retry-After, 500. Each test scripts the answers it needs, slow ones and ones
 * that never come included. GET /v1/models lists the models.
 */
export async function startTranscriptionStandIn(): Promise<TranscriptionStandIn> {
  const scripted: TranscriptionAnswer[] = [];
  const requests: TranscriptionRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let server: ReturnType<typeof createServer> | null = null;
  const stand: TranscriptionStandIn = {
    url: '',
    requests,
    apiKey: null,
    maxBytes: 25 * 1024 * 1024,
    models: [],
    script: (...answers) => scripted.push(...answers),
    transcript: (request) => `Transcript of ${request.filename}.`,
    get succeeded() {
      return requests.filter((r) => r.status === 200);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    const authorization = req.headers.authorization ?? null;
    const authorized = stand.apiKey === null || authorization === `Bearer ${stand.apiKey}`;
    if (req.method === 'GET' && path === '/v1/models') {
      if (!authorized) return send(res, 401, error(401));
      return send(res, 200, { object: 'list', data: stand.models.map((id) => ({ id, object: 'model' })) });
    }
    if (req.method !== 'POST' || path !== '/v1/audio/transcriptions')
      return send(res, 404, error(404, `Invalid URL (${req.method} ${path})`));
    const request: TranscriptionRequest = {
      method: req.method,
      path,
      authorization,
      model: null,
      language: null,
      responseFormat: null,
      filename: null,
      contentType: null,
      bytes: 0,
      file: null,
      status: null,
      at: new Date(),
    };
    requests.push(request);
    const answer = (status: number, body: Json, headers: Record<string, string> = {}) => {
      request.status = status;
      send(res, status, body, headers);
    };
    let form: Awaited<ReturnType<typeof readForm>>;
    try {
      form = await readForm(req, stand.maxBytes);
    } catch (e) {
      return answer(400, error(400, `Could not parse multipart form: ${e instanceof Error ? e.message : String(e)}`));
    }
    Object.assign(request, {
      model: form.fields.model ?? null,
      language: form.fields.language ?? null,
      responseFormat: form.fields.response_format ?? null,
      filename: form.file?.name ?? null,
      contentType: form.file?.type ?? null,
      bytes: form.file?.bytes ?? 0,
      file: form.file?.data ?? null,
    });
    if (!authorized) return answer(401, error(401));
    if (form.file && form.file.bytes > stand.maxBytes)
      return answer(
        413,
        error(413, `Maximum content size limit (${stand.maxBytes}) exceeded (${form.file.bytes} bytes read)`),
      );
    if (!form.file) return answer(400, error(400, "you must provide a 'file'", 'file'));
    if (!request.model) return answer(400, error(400, 'you must provide a model parameter', 'model'));
    if (stand.models.length && !stand.models.includes(request.model))
      return answer(404, error(404, `The model \`${request.model}\` does not exist`, 'model'));
    const next = scripted.shift();
    if (next && 'hang' in next) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (next?.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    if (!next || next.status === 200) {
      const index = requests.filter((r) => r.status === 200).length;
      return answer(200, { text: next?.text ?? stand.transcript(request, index) });
    }
    if (next.status === 429)
      return answer(
        429,
        error(429, next.message),
        next.retryAfter === undefined ? {} : { 'retry-after': String(next.retryAfter) },
      );
    return answer(next.status, error(next.status, next.message));
  };

  const listening = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => send(res, 500, error(500, e instanceof Error ? e.message : String(e))));
  });
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  stand.url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  return stand;
}
