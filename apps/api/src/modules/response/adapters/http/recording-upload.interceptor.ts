import { CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor, Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Observable } from 'rxjs';
import { ANSWER_LIMITS } from '../../domain/answer';
import { RecordingTooLargeError, UploadUnreadableError } from '../../domain/answer.errors';

/** The multipart field of the recording (SPEC.md §7). */
export const RECORDING_FIELD = 'audio';

/** What multer's memory storage hands the controller. */
export interface UploadedRecording {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

// Kept in memory (multer's default storage): the WAV is checked whole before anything is stored.
const MulterRecordingInterceptor: Type<NestInterceptor> = FileInterceptor(RECORDING_FIELD, {
  limits: {
    fileSize: ANSWER_LIMITS.maxRecordingBytes,
    files: 1,
    fields: 4,
    parts: 5,
    fieldNameSize: 100,
    fieldSize: 1024,
  },
});

/**
 * Receives the recording with multer, and turns every way the upload itself can fail into a
 * clear 4xx: too large is 413 with the limits, anything else (an unexpected field, a second
 * file, a malformed or cut-off body) is 400. Left alone, some of these reach the client as 500.
 */
@Injectable()
export class RecordingUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterRecordingInterceptor();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      throw uploadError(error);
    }
  }
}

function uploadError(error: unknown): Error {
  if (error instanceof HttpException) {
    if (error.getStatus() === 413) return new RecordingTooLargeError();
    return new UploadUnreadableError(sentence(error.message));
  }
  const message = error instanceof Error ? error.message : String(error);
  return new UploadUnreadableError(sentence(message || 'malformed multipart body'));
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
