import busboy from 'busboy';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { DomainError } from '../domain-error';
import { setAsideRefusedUpload } from './refused-upload';

/**
 * One multipart upload of one file (and, maybe, a few short fields) as a caller wants it: busboy's
 * limits, the refusals' errors and texts, and where the file's bytes go.
 */
export interface MultipartUpload<Stored, Result> {
  /** What busboy reads at most; one byte past `fileSize` reaches `store`, which refuses it and keeps nothing. */
  limits: busboy.Limits;
  /** The most a body may say it holds (Content-Length): a larger one is refused with `tooLarge` unread. */
  maxBodyBytes: number;
  /** The multipart field of the file; a file under any other name is refused. */
  fileField: string;
  /** A body that cannot be read, with the reason (a sentence): malformed, unexpected parts, cut off. */
  unreadable(reason: string): Error;
  /** The body is larger than `maxBodyBytes`. */
  tooLarge(): Error;
  /** The reasons for a body not sent as multipart/form-data, and for a second file. */
  texts: { notMultipart: string; tooManyFiles: string };
  /**
   * Called once the body is known to be worth reading, before a byte of it is read: takes the
   * upload's slots, throwing (busy) to refuse it.
   */
  admit?(): void;
  /**
   * Each field as it arrives, in order: throws to refuse the upload, or returns work that, failing,
   * refuses it. Without it, any field is refused.
   */
  field?(name: string, value: string, info: busboy.FieldInfo): void | Promise<unknown>;
  /**
   * The file as it arrives: streams it where it goes (never into memory). Throwing refuses it
   * before a byte is read; a DomainError it rejects with is the refusal's answer, whatever the
   * parser saw.
   */
  store(file: Readable, info: busboy.FileInfo): Promise<Stored>;
  /** The body was read whole: the upload's result from the file's storing (undefined: no file came). */
  finish(stored: Promise<Stored> | undefined): Promise<Result>;
}

/**
 * Receives a multipart upload without ever holding its file in memory: the file streams straight
 * to `upload.store` as it arrives. A refusal's answer waits for the file's write to stop and for
 * the rest of a small body to be set aside; the rest of a large one is never read. The caller
 * frees what `admit` took, and undoes what its hooks started, once this settles.
 */
export async function receiveMultipart<Stored, Result>(
  req: Request,
  res: Response,
  upload: MultipartUpload<Stored, Result>,
): Promise<Result> {
  try {
    if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? ''))
      throw upload.unreadable(upload.texts.notMultipart);
    if (Number(req.headers['content-length']) > upload.maxBodyBytes) throw upload.tooLarge();
    upload.admit?.();
    return await parse(req, upload);
  } catch (error) {
    await setAsideRefusedUpload(req, res);
    throw error;
  }
}

function parse<Stored, Result>(req: Request, upload: MultipartUpload<Stored, Result>): Promise<Result> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // (busboy tells partsLimit once the last part allowed has ended: one more is too many.)
      parser = busboy({ headers: req.headers, limits: upload.limits });
    } catch (error) {
      reject(upload.unreadable(sentence(error)));
      return;
    }
    let settled = false;
    let file: Readable | undefined;
    let stored: Promise<Stored> | undefined;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      // With an error, so that the file's write surely stops (and keeps nothing).
      file?.destroy(error instanceof Error ? error : new Error(String(error)));
      // The write has stopped before the refusal is answered; when it refused the file (too
      // large, not what was expected), that is the answer.
      (stored ?? Promise.resolve()).then(
        () => reject(error),
        (refusal: unknown) => reject(refusal instanceof DomainError ? refusal : error),
      );
    };
    parser.on('field', (name, value, info) => {
      if (!upload.field) return fail(upload.unreadable(`Unexpected field - ${name}.`));
      try {
        upload.field(name, value, info)?.catch(fail);
      } catch (error) {
        fail(error);
      }
    });
    parser.on('file', (name, stream, info) => {
      // A body cut off mid-file errors the file stream, maybe before anything reads it.
      stream.on('error', () => undefined);
      if (name !== upload.fileField) {
        stream.resume();
        return fail(upload.unreadable(`Unexpected file field - ${name}.`));
      }
      try {
        stored = upload.store(stream, info);
      } catch (error) {
        stream.resume();
        return fail(error);
      }
      file = stream;
      stored.catch(fail);
    });
    parser.on('partsLimit', () => fail(upload.unreadable('Too many parts.')));
    parser.on('filesLimit', () => fail(upload.unreadable(upload.texts.tooManyFiles)));
    parser.on('fieldsLimit', () => fail(upload.unreadable('Too many fields.')));
    parser.on('error', (error) => fail(upload.unreadable(sentence(error))));
    parser.on('close', () => {
      if (settled) return;
      upload.finish(stored).then((result) => {
        if (settled) return;
        settled = true;
        resolve(result);
      }, fail);
    });
    req.on('aborted', () => fail(upload.unreadable('The upload was cut off.')));
    req.pipe(parser);
  });
}

/** A parser's error as a sentence of the refusal. */
function sentence(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).trim() || 'malformed multipart body';
  return /[.!?]$/.test(message) ? message : `${message}.`;
}
