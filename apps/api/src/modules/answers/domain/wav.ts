/**
 * Reading the header of a WAV file (RIFF/WAVE), enough to know a recording is real PCM audio
 * and how long it lasts. Little-endian RIFF only: RIFX, RF64 and compressed formats are refused.
 */

export type WavSampleFormat = 'pcm' | 'float';

export interface WavInfo {
  sampleFormat: WavSampleFormat;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Bytes per frame (one sample of every channel). */
  blockAlign: number;
  /** Where the samples start, and how many bytes of them there are. */
  dataOffset: number;
  dataBytes: number;
  frames: number;
  durationSeconds: number;
}

/** Why a file is not a WAV recording we can keep; `reason` is for logs and tests. */
export class NotAWavError extends Error {
  constructor(readonly reason: string) {
    super(`Not a readable WAV file: ${reason}`);
    this.name = 'NotAWavError';
  }
}

const WAVE_FORMAT_PCM = 0x0001;
const WAVE_FORMAT_IEEE_FLOAT = 0x0003;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
/** Bytes 2..15 of KSDATAFORMAT_SUBTYPE_PCM / _IEEE_FLOAT; bytes 0..1 carry the format code. */
const SUBFORMAT_GUID_TAIL = [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71];
/** A streaming writer that could not go back to fill in the size writes this. */
const UNKNOWN_SIZE = 0xffffffff;

export const WAV_LIMITS = {
  minSampleRate: 8_000,
  maxSampleRate: 192_000,
  maxChannels: 8,
  pcmBits: [8, 16, 24, 32],
  floatBits: [32, 64],
} as const;

interface FmtChunk {
  sampleFormat: WavSampleFormat;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
}

function fourCC(view: DataView, offset: number): string {
  return String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );
}

function readFmt(view: DataView, offset: number, size: number): FmtChunk {
  if (size < 16) throw new NotAWavError('fmt chunk shorter than 16 bytes');
  let format = view.getUint16(offset, true);
  const channels = view.getUint16(offset + 2, true);
  const sampleRate = view.getUint32(offset + 4, true);
  const blockAlign = view.getUint16(offset + 12, true);
  const bitsPerSample = view.getUint16(offset + 14, true);
  if (format === WAVE_FORMAT_EXTENSIBLE) {
    if (size < 40 || view.getUint16(offset + 16, true) < 22) {
      throw new NotAWavError('WAVE_FORMAT_EXTENSIBLE without its extension');
    }
    const validBits = view.getUint16(offset + 18, true);
    if (validBits > bitsPerSample) throw new NotAWavError('more valid bits than bits per sample');
    const tail = SUBFORMAT_GUID_TAIL.every((byte, i) => view.getUint8(offset + 26 + i) === byte);
    if (!tail) throw new NotAWavError('unknown WAVE_FORMAT_EXTENSIBLE subformat');
    format = view.getUint16(offset + 24, true);
  }
  if (format !== WAVE_FORMAT_PCM && format !== WAVE_FORMAT_IEEE_FLOAT) {
    throw new NotAWavError(`compressed or unknown format ${format}`);
  }
  const sampleFormat: WavSampleFormat = format === WAVE_FORMAT_PCM ? 'pcm' : 'float';
  if (channels < 1 || channels > WAV_LIMITS.maxChannels) throw new NotAWavError(`${channels} channels`);
  if (sampleRate < WAV_LIMITS.minSampleRate || sampleRate > WAV_LIMITS.maxSampleRate) {
    throw new NotAWavError(`sample rate ${sampleRate}`);
  }
  const allowedBits: readonly number[] = sampleFormat === 'pcm' ? WAV_LIMITS.pcmBits : WAV_LIMITS.floatBits;
  if (!allowedBits.includes(bitsPerSample)) throw new NotAWavError(`${bitsPerSample} bits per ${sampleFormat} sample`);
  if (blockAlign !== (channels * bitsPerSample) / 8) throw new NotAWavError(`block align ${blockAlign}`);
  return { sampleFormat, channels, sampleRate, bitsPerSample, blockAlign };
}

/**
 * The header of a WAV file, checked: RIFF/WAVE, a `fmt ` chunk with integer PCM or IEEE float
 * (plain or WAVE_FORMAT_EXTENSIBLE) of sane channels, rate and depth, then a `data` chunk
 * holding at least one whole frame. Throws NotAWavError otherwise.
 */
export function readWav(bytes: Uint8Array, totalLength: number = bytes.length): WavInfo {
  // `bytes` may be the file's first part only (an upload is checked before it is kept whole):
  // chunks are read from it, and the samples' length is told by `totalLength`.
  if (bytes.length < 12) throw new NotAWavError('too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (fourCC(view, 0) !== 'RIFF' || fourCC(view, 8) !== 'WAVE') throw new NotAWavError('no RIFF/WAVE header');

  let fmt: FmtChunk | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = fourCC(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    const available = Math.max(totalLength, bytes.length) - body;
    if (id === 'fmt ') {
      if (fmt) throw new NotAWavError('two fmt chunks');
      if (size > bytes.length - body) throw new NotAWavError('fmt chunk cut short');
      fmt = readFmt(view, body, size);
    } else if (id === 'data') {
      if (!fmt) throw new NotAWavError('data chunk before the fmt chunk');
      if (size > available && size !== UNKNOWN_SIZE) throw new NotAWavError('data chunk cut short');
      const frames = Math.floor(Math.min(size, available) / fmt.blockAlign);
      if (frames < 1) throw new NotAWavError('no samples');
      return {
        ...fmt,
        dataOffset: body,
        dataBytes: frames * fmt.blockAlign,
        frames,
        durationSeconds: frames / fmt.sampleRate,
      };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  throw new NotAWavError(fmt ? 'no data chunk' : 'no fmt chunk');
}
