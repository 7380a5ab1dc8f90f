import { Writable } from 'node:stream';
import { progressBar } from '../src/progress';

/** A terminal stand-in: what the bar draws, kept as text. */
function fakeTerminal(isTTY = true) {
  let drawn = '';
  const stream = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        drawn += chunk.toString();
        done();
      },
    }),
    { isTTY, columns: 100 },
  ) as unknown as NodeJS.WriteStream;
  // Every "done/total" the bar has drawn, in order.
  const counts = () => [...drawn.matchAll(/(\d+)\/(\d+)/g)].map((m) => `${m[1]}/${m[2]}`);
  return { stream, counts, drawn: () => drawn };
}

describe('the progress bar', () => {
  it('shows the total it is given, as the work goes', () => {
    const terminal = fakeTerminal();
    const bar = progressBar('Sending', terminal.stream);
    expect(bar.visible).toBe(true);
    bar.update(1, 57);
    bar.update(57, 57);
    bar.stop();
    expect(terminal.counts()[0]).toBe('1/57');
    expect(terminal.counts().at(-1)).toBe('57/57');
    expect(terminal.drawn()).toContain('Sending [');
  });

  it('follows a total that changes after the first update', () => {
    const terminal = fakeTerminal();
    const bar = progressBar('Sending', terminal.stream);
    bar.update(1, 1);
    bar.update(57, 60);
    bar.stop();
    expect(terminal.counts().at(-1)).toBe('57/60');
  });

  it('never shows more done than its total', () => {
    const terminal = fakeTerminal();
    const bar = progressBar('Sending', terminal.stream);
    bar.update(2, 3);
    bar.update(5, 3);
    bar.stop();
    expect(terminal.counts().at(-1)).toBe('5/5');
    for (const count of terminal.counts()) {
      const [done, total] = count.split('/').map(Number);
      expect(done).toBeLessThanOrEqual(total);
    }
  });

  it('draws nothing when the output is not a terminal', () => {
    const terminal = fakeTerminal(false);
    const bar = progressBar('Sending', terminal.stream);
    expect(bar.visible).toBe(false);
    bar.update(1, 2);
    bar.stop();
    expect(terminal.drawn()).toBe('');
  });
});
