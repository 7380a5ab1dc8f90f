/**
 * A WAV file (16-bit PCM, mono) built in the browser from the microphone's float samples, as
 * they arrive. Samples are brought down to 24 kHz on the way (plenty for a voice), so 30
 * minutes take 86 MB and fit the server's limits (at most 30 minutes, 100 MB).
 */
export const WAV_SAMPLE_RATE = 24_000;
export const WAV_HEADER_BYTES = 44;
const CHUNK_FRAMES = 16_384;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The 44-byte header of a canonical PCM WAV file. */
export function wavHeader(dataBytes: number, sampleRate: number, channels = 1, bitsPerSample = 16): ArrayBuffer {
  const header = new ArrayBuffer(WAV_HEADER_BYTES);
  const view = new DataView(header);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  const blockAlign = (channels * bitsPerSample) / 8;
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bitsPerSample, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return header;
}

function toInt16(sample: number): number {
  const clamped = Math.max(-1, Math.min(1, Number.isFinite(sample) ? sample : 0));
  return Math.round(clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff);
}

/** Little-endian bytes of 16-bit samples, whatever the machine's own order. */
function littleEndian(samples: Int16Array): ArrayBuffer {
  const bytes = samples.buffer.slice(samples.byteOffset, samples.byteOffset + samples.byteLength) as ArrayBuffer;
  if (LITTLE_ENDIAN) return bytes;
  const view = new DataView(bytes);
  samples.forEach((sample, i) => view.setInt16(i * 2, sample, true));
  return bytes;
}

export class WavEncoder {
  readonly outputRate: number;
  private readonly ratio: number;
  private readonly chunks: Int16Array[] = [];
  private current = new Int16Array(CHUNK_FRAMES);
  private filled = 0;
  private written = 0;
  // Resampling state: each output sample averages the input samples of its window.
  private sum = 0;
  private count = 0;
  private consumed = 0;
  private nextEdge: number;

  constructor(
    readonly inputRate: number,
    outputRate = Math.min(inputRate, WAV_SAMPLE_RATE),
  ) {
    if (!(inputRate > 0) || !(outputRate > 0) || outputRate > inputRate) {
      throw new Error(`Cannot encode ${inputRate} Hz input at ${outputRate} Hz`);
    }
    this.outputRate = Math.round(outputRate);
    this.ratio = inputRate / this.outputRate;
    this.nextEdge = this.ratio;
  }

  /** Adds samples (floats in -1..1) of the input rate. */
  push(samples: Float32Array): void {
    for (let i = 0; i < samples.length; i++) {
      this.sum += samples[i];
      this.count++;
      this.consumed++;
      if (this.consumed >= this.nextEdge) {
        this.emit(this.sum / this.count);
        this.sum = 0;
        this.count = 0;
        this.nextEdge += this.ratio;
      }
    }
  }

  /** Samples written so far, at the output rate. */
  get frames(): number {
    return this.written;
  }

  get durationSeconds(): number {
    return this.written / this.outputRate;
  }

  /** Header and sample bytes, in order: the file's parts. */
  parts(): ArrayBuffer[] {
    const data = [...this.chunks, this.current.subarray(0, this.filled)].map(littleEndian);
    return [wavHeader(this.written * 2, this.outputRate), ...data];
  }

  /** The finished recording.wav contents. */
  toBlob(): Blob {
    return new Blob(this.parts(), { type: 'audio/wav' });
  }

  private emit(sample: number): void {
    this.current[this.filled++] = toInt16(sample);
    this.written++;
    if (this.filled === CHUNK_FRAMES) {
      this.chunks.push(this.current);
      this.current = new Int16Array(CHUNK_FRAMES);
      this.filled = 0;
    }
  }
}
