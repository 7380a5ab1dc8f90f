import { WAV_HEADER_BYTES, WavEncoder, wavHeader } from './wavEncoder';

function bytesOf(parts: ArrayBuffer[]): DataView {
  const total = parts.reduce((sum, part) => sum + part.byteLength, 0);
  const all = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    all.set(new Uint8Array(part), offset);
    offset += part.byteLength;
  }
  return new DataView(all.buffer);
}

const ascii = (view: DataView, offset: number) =>
  String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(offset + i)));

describe('WAV encoder', () => {
  it('writes a canonical 16-bit mono PCM header', () => {
    const view = new DataView(wavHeader(48_000, 24_000));
    expect(view.byteLength).toBe(44);
    expect(ascii(view, 0)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 48_000);
    expect(ascii(view, 8)).toBe('WAVE');
    expect(ascii(view, 12)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(24_000);
    expect(view.getUint32(28, true)).toBe(48_000); // bytes per second
    expect(view.getUint16(32, true)).toBe(2); // block align
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36)).toBe('data');
    expect(view.getUint32(40, true)).toBe(48_000);
  });

  it('keeps 24 kHz input as it is, one 16-bit little-endian sample per input sample', () => {
    const encoder = new WavEncoder(24_000);
    encoder.push(new Float32Array([0, 0.5, -0.5, 1, -1, 2, -2, NaN]));
    const view = bytesOf(encoder.parts());
    expect(view.byteLength).toBe(WAV_HEADER_BYTES + 8 * 2);
    expect(view.getUint32(40, true)).toBe(16);
    expect(view.getUint32(4, true)).toBe(view.byteLength - 8);
    const samples = Array.from({ length: 8 }, (_, i) => view.getInt16(WAV_HEADER_BYTES + 2 * i, true));
    // Out-of-range input is clipped, not wrapped; NaN is silence.
    expect(samples).toEqual([0, 16384, -16384, 32767, -32768, 32767, -32768, 0]);
    expect(encoder.durationSeconds).toBeCloseTo(8 / 24_000);
  });

  it('brings 48 kHz down to 24 kHz by averaging, across the chunks it is given', () => {
    const encoder = new WavEncoder(48_000);
    expect(encoder.outputRate).toBe(24_000);
    encoder.push(new Float32Array([0.5, 0.25, 1]));
    encoder.push(new Float32Array([0, -0.5, -0.5]));
    const view = bytesOf(encoder.parts());
    expect(view.getUint32(24, true)).toBe(24_000);
    const samples = Array.from({ length: 3 }, (_, i) => view.getInt16(WAV_HEADER_BYTES + 2 * i, true));
    expect(samples).toEqual([Math.round(0.375 * 32767), Math.round(0.5 * 32767), -16384]);
  });

  it('has the length of the audio it was given: 2 seconds of 44.1 kHz are 2 seconds of 24 kHz', () => {
    const encoder = new WavEncoder(44_100);
    for (let i = 0; i < 20; i++) encoder.push(new Float32Array(4_410));
    expect(encoder.frames).toBe(48_000);
    expect(encoder.durationSeconds).toBe(2);
    const view = bytesOf(encoder.parts());
    expect(view.byteLength).toBe(WAV_HEADER_BYTES + 96_000);
    expect(view.getUint32(40, true)).toBe(96_000);
  });

  it('records below 24 kHz at the input rate, and makes an audio/wav blob', () => {
    const encoder = new WavEncoder(16_000);
    expect(encoder.outputRate).toBe(16_000);
    encoder.push(new Float32Array(40_000));
    const blob = encoder.toBlob();
    expect(blob.type).toBe('audio/wav');
    expect(blob.size).toBe(WAV_HEADER_BYTES + 80_000);
  });

  it('makes a valid file of nothing at all', () => {
    const view = bytesOf(new WavEncoder(48_000).parts());
    expect(view.byteLength).toBe(44);
    expect(view.getUint32(40, true)).toBe(0);
  });
});
