import { chooseEncoding, ContentCoding } from './accept-encoding';

const BOTH: ContentCoding[] = ['br', 'gzip'];

describe('chooseEncoding', () => {
  it('prefers brotli to gzip when the client takes both alike', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', BOTH)).toBe('br');
    expect(chooseEncoding('br, gzip', BOTH)).toBe('br');
    expect(chooseEncoding('gzip, br', BOTH)).toBe('br');
  });

  it('follows the weights the client gives', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', BOTH)).toBe('gzip');
    expect(chooseEncoding('br;q=1.0, gzip;q=0.999', BOTH)).toBe('br');
    expect(chooseEncoding('BR ; Q=0.2, GZIP;q=0.1', BOTH)).toBe('br');
  });

  it('takes what the client accepts of what there is', () => {
    expect(chooseEncoding('gzip', BOTH)).toBe('gzip');
    expect(chooseEncoding('x-gzip', BOTH)).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('deflate', BOTH)).toBeUndefined();
    expect(chooseEncoding('br, gzip', [])).toBeUndefined();
  });

  it('sends the file as it is without a header or with an empty one', () => {
    expect(chooseEncoding(undefined, BOTH)).toBeUndefined();
    expect(chooseEncoding('', BOTH)).toBeUndefined();
    expect(chooseEncoding('identity', BOTH)).toBeUndefined();
  });

  it('never sends a coding given q=0', () => {
    expect(chooseEncoding('br;q=0, gzip', BOTH)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.000', BOTH)).toBeUndefined();
    expect(chooseEncoding('*;q=0, identity', BOTH)).toBeUndefined();
  });

  it('reads * as every coding not named', () => {
    expect(chooseEncoding('*', BOTH)).toBe('br');
    expect(chooseEncoding('br;q=0, *', BOTH)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.9, *;q=0.1', BOTH)).toBe('gzip');
  });

  it('answers as it is only when the client weighs identity above every coding there is', () => {
    expect(chooseEncoding('identity;q=1, br;q=0.5', BOTH)).toBeUndefined();
    expect(chooseEncoding('identity;q=0.5, br', BOTH)).toBe('br');
    expect(chooseEncoding('identity;q=0, br', BOTH)).toBe('br');
    expect(chooseEncoding('identity;q=0, gzip', BOTH)).toBe('gzip');
    // Nothing acceptable available: a readable answer rather than none.
    expect(chooseEncoding('identity;q=0, zstd', BOTH)).toBeUndefined();
  });

  it('leaves out entries whose weight is not a weight', () => {
    expect(chooseEncoding('br;q=abc, gzip', BOTH)).toBe('gzip');
    expect(chooseEncoding('br;q=2, gzip;q=0.1', BOTH)).toBe('gzip');
    expect(chooseEncoding('br;q=-1', BOTH)).toBeUndefined();
    expect(chooseEncoding(' , ;q=1, gzip', BOTH)).toBe('gzip');
  });
});
