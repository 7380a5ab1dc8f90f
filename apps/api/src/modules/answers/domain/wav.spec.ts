import { ANSWER_LIMITS, checkRecording, firstName, writtenStory } from './answer';
import { RecordingTooLargeError, RecordingUnreadableError } from './answer.errors';
import { NotAWavError, readWav } from './wav';

interface WavOptions {
  format?: number;
  channels?: number;
  sampleRate?: number;
  bits?: number;
  frames?: number;
  /** Bytes of an extra chunk placed before fmt (odd sizes test the padding rule). */
  leadingChunk?: number;
  extensibleSubformat?: number;
  dataSize?: number;
}

/** A small WAV in memory, with every header field under the test's control. */
function wav(options: WavOptions = {}): Buffer {
  const { format = 1, channels = 1, sampleRate = 24_000, bits = 16, frames = 240 } = options;
  const blockAlign = (channels * bits) / 8;
  const chunks: Buffer[] = [];
  if (options.leadingChunk !== undefined) {
    const list = Buffer.alloc(8 + options.leadingChunk + (options.leadingChunk % 2));
    list.write('LIST', 0, 'ascii');
    list.writeUInt32LE(options.leadingChunk, 4);
    chunks.push(list);
  }
  const extensible = options.extensibleSubformat !== undefined;
  const fmt = Buffer.alloc(extensible ? 48 : 24);
  fmt.write('fmt ', 0, 'ascii');
  fmt.writeUInt32LE(extensible ? 40 : 16, 4);
  fmt.writeUInt16LE(extensible ? 0xfffe : format, 8);
  fmt.writeUInt16LE(channels, 10);
  fmt.writeUInt32LE(sampleRate, 12);
  fmt.writeUInt32LE(sampleRate * blockAlign, 16);
  fmt.writeUInt16LE(blockAlign, 20);
  fmt.writeUInt16LE(bits, 22);
  if (extensible) {
    fmt.writeUInt16LE(22, 24);
    fmt.writeUInt16LE(bits, 26);
    fmt.writeUInt32LE(channels === 2 ? 3 : 4, 28);
    fmt.writeUInt16LE(options.extensibleSubformat!, 32);
    Buffer.from([0, 0, 0, 0, 0x10, 0, 0x80, 0, 0, 0xaa, 0, 0x38, 0x9b, 0x71]).copy(fmt, 34);
  }
  chunks.push(fmt);
  const samples = Buffer.alloc(frames * blockAlign, 7);
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0, 'ascii');
  dataHeader.writeUInt32LE(options.dataSize ?? samples.length, 4);
  chunks.push(dataHeader, samples);
  const body = Buffer.concat(chunks);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(4 + body.length, 4);
  riff.write('WAVE', 8, 'ascii');
  return Buffer.concat([riff, body]);
}

function reason(bytes: Uint8Array): string {
  try {
    readWav(bytes);
  } catch (error) {
    if (error instanceof NotAWavError) return error.reason;
    throw error;
  }
  throw new Error('expected the WAV to be refused');
}

describe('readWav', () => {
  it('reads a 16-bit mono PCM header and computes the duration', () => {
    const info = readWav(wav({ sampleRate: 24_000, frames: 48_000 }));
    expect(info).toEqual({
      sampleFormat: 'pcm',
      channels: 1,
      sampleRate: 24_000,
      bitsPerSample: 16,
      blockAlign: 2,
      dataOffset: 44,
      dataBytes: 96_000,
      frames: 48_000,
      durationSeconds: 2,
    });
  });

  it('accepts IEEE float, stereo, 8/24/32-bit PCM and the WAVE_FORMAT_EXTENSIBLE forms', () => {
    expect(readWav(wav({ format: 3, bits: 32, channels: 2, sampleRate: 48_000 }))).toMatchObject({
      sampleFormat: 'float',
      channels: 2,
      blockAlign: 8,
    });
    for (const bits of [8, 24, 32]) expect(readWav(wav({ bits })).bitsPerSample).toBe(bits);
    expect(readWav(wav({ extensibleSubformat: 1, bits: 24, channels: 2 }))).toMatchObject({
      sampleFormat: 'pcm',
      bitsPerSample: 24,
      dataOffset: 12 + 48 + 8,
    });
    expect(readWav(wav({ extensibleSubformat: 3, bits: 32 })).sampleFormat).toBe('float');
  });

  it('skips other chunks, honouring the padding byte of odd-sized ones', () => {
    const info = readWav(wav({ leadingChunk: 5, frames: 10 }));
    expect(info.dataOffset).toBe(12 + 14 + 24 + 8);
    expect(info.frames).toBe(10);
  });

  it('takes the rest of the file when a streaming writer left the data size unknown', () => {
    expect(readWav(wav({ frames: 100, dataSize: 0xffffffff })).frames).toBe(100);
  });

  it('ignores a trailing partial frame', () => {
    const bytes = Buffer.concat([wav({ frames: 10, dataSize: 21 }), Buffer.from([1])]);
    expect(readWav(bytes).frames).toBe(10);
  });

  it.each([
    ['empty input', Buffer.alloc(0), 'too short'],
    ['an MP3', Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000binary', 'latin1'), 'no RIFF/WAVE header'],
    ['a text file', Buffer.from('hello, this is not a recording at all'), 'no RIFF/WAVE header'],
    ['RIFF of another kind', Buffer.from('RIFF\u0004\u0000\u0000\u0000AVI LIST', 'latin1'), 'no RIFF/WAVE header'],
    ['a compressed format (ADPCM)', wav({ format: 2 }), 'compressed or unknown format 2'],
    ['a-law', wav({ format: 6, bits: 8 }), 'compressed or unknown format 6'],
    ['zero channels', wav({ channels: 0 }), '0 channels'],
    ['too many channels', wav({ channels: 9 }), '9 channels'],
    ['a silly sample rate', wav({ sampleRate: 1_000 }), 'sample rate 1000'],
    ['a huge sample rate', wav({ sampleRate: 1_000_000 }), 'sample rate 1000000'],
    ['12-bit PCM', wav({ bits: 12, frames: 8 }), '12 bits per pcm sample'],
    ['16-bit float', wav({ format: 3, bits: 16 }), '16 bits per float sample'],
    ['an unknown extensible subformat', wav({ extensibleSubformat: 2 }), 'compressed or unknown format 2'],
    ['no samples', wav({ frames: 0 }), 'no samples'],
    ['a cut-off data chunk', wav({ frames: 10, dataSize: 400 }), 'data chunk cut short'],
    ['a header alone', wav().subarray(0, 36), 'no data chunk'],
    ['RIFF/WAVE and nothing else', Buffer.from('RIFF\u0004\u0000\u0000\u0000WAVE', 'latin1'), 'no fmt chunk'],
  ])('refuses %s', (_name, bytes, expected) => {
    expect(reason(bytes)).toBe(expected);
  });

  it('refuses a wrong block align', () => {
    const bytes = wav();
    bytes.writeUInt16LE(3, 32);
    expect(reason(bytes)).toBe('block align 3');
  });

  it('refuses a data chunk before any fmt chunk', () => {
    const bytes = Buffer.concat([
      Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEdata\u0002\u0000\u0000\u0000\u0001\u0002', 'latin1'),
    ]);
    expect(reason(bytes)).toBe('data chunk before the fmt chunk');
  });

  it('reads a view into a larger buffer at its own offset', () => {
    const inner = wav({ frames: 3 });
    const outer = Buffer.concat([Buffer.from('junk'), inner]);
    expect(readWav(outer.subarray(4)).frames).toBe(3);
  });
});

describe('the limits of answers', () => {
  it('keeps the trimmed story and refuses an empty or too long one', () => {
    expect(writtenStory('  We lived by the sea.\n')).toBe('We lived by the sea.');
    expect(() => writtenStory(' \n\t ')).toThrow('Please write your story before submitting.');
    expect(() => writtenStory(undefined)).toThrow('Please write your story before submitting.');
    expect(writtenStory(`  ${'a'.repeat(ANSWER_LIMITS.maxStoryLength)}  `)).toHaveLength(30_000);
    expect(() => writtenStory('a'.repeat(ANSWER_LIMITS.maxStoryLength + 1))).toThrow(
      'Your story is longer than 30,000 characters. Please shorten it and submit again.',
    );
  });

  it('refuses recordings that are not WAV, too long or too large', () => {
    expect(checkRecording(wav({ frames: 24_000 })).durationSeconds).toBe(1);
    expect(() => checkRecording(Buffer.from('not audio'))).toThrow(RecordingUnreadableError);
    // 8 kHz, 8-bit mono: 30 minutes and one second in 14.4 MB.
    const long = wav({ sampleRate: 8_000, bits: 8, frames: 8_000 * (30 * 60 + 1) });
    expect(() => checkRecording(long)).toThrow(RecordingTooLargeError);
    expect(checkRecording(wav({ sampleRate: 8_000, bits: 8, frames: 8_000 * 30 * 60 })).durationSeconds).toBe(1800);
    const huge = { length: ANSWER_LIMITS.maxRecordingBytes + 1 } as Uint8Array;
    expect(() => checkRecording(huge)).toThrow('The recording is too long or too large (at most 30 minutes, 100 MB).');
  });

  it('greets the senior by the first word of the name', () => {
    expect(firstName('  Rose  Mary Smith ')).toBe('Rose');
    expect(firstName('Nana')).toBe('Nana');
  });
});
