import { InMemoryQuestionRepository } from '../../apps/api/testing/in-memory/question/in-memory-question.repository';
import { SeedQuestionLibrary } from '@storyvault/api/modules/question/application/seed-question-library.use-case';
import { PREWRITTEN_QUESTIONS } from '@storyvault/api/modules/question/domain/library/prewritten-questions';
import { stripVTControlCharacters } from 'node:util';
import { progressBar } from '../src/progress';

/** What `storyvault seed` writes to stderr, as a terminal (or a pipe) would receive it. */
class CapturedStream {
  written = '';
  readonly columns = 120;
  constructor(readonly isTTY: boolean) {}
  write(chunk: string | Uint8Array): boolean {
    this.written += String(chunk);
    return true;
  }
}

/** Each drawing of the bar as a person reads it (cursor moves and line clears left out), as "done/total". */
const frames = (output: string) =>
  [...stripVTControlCharacters(output).matchAll(/Question library \[[=-]+\] (\d+\/\d+)/g)].map((m) => m[1]);

const TOTAL = PREWRITTEN_QUESTIONS.length;

/** A library store that takes 50 ms a question, on a clock the test moves. */
class SlowQuestionRepository extends InMemoryQuestionRepository {
  constructor(private readonly tick: () => void) {
    super();
  }
  override async upsertLibraryQuestion(...args: Parameters<InMemoryQuestionRepository['upsertLibraryQuestion']>) {
    this.tick();
    return super.upsertLibraryQuestion(...args);
  }
}

/** Runs the seed as `storyvault seed` does, with `stream` as stderr. */
async function seedWithStderr(stream: CapturedStream): Promise<void> {
  const original = Object.getOwnPropertyDescriptor(process, 'stderr')!;
  let now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
  Object.defineProperty(process, 'stderr', { value: stream, configurable: true });
  try {
    const bar = progressBar('Question library');
    await new SeedQuestionLibrary(new SlowQuestionRepository(() => (now += 50))).execute((done, total) =>
      bar.update(done, total),
    );
    bar.stop();
  } finally {
    Object.defineProperty(process, 'stderr', original);
    clock.mockRestore();
  }
}

describe('storyvault seed progress bar', () => {
  it('draws the bar on a terminal, moving forward, and leaves it full on its own line', async () => {
    const terminal = new CapturedStream(true);
    await seedWithStderr(terminal);

    const drawn = frames(terminal.written);
    expect(drawn.every((frame) => frame.endsWith(`/${TOTAL}`))).toBe(true);
    // Shown from the first question, redrawn along the way (about every 200 ms of work), never going backwards.
    const done = drawn.map((frame) => Number(frame.split('/')[0]));
    expect(done[0]).toBe(1);
    expect(done.length).toBeGreaterThan(5);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.at(-1)).toBe(TOTAL);
    expect(stripVTControlCharacters(terminal.written)).toContain(
      `Question library [${'='.repeat(40)}] ${TOTAL}/${TOTAL}`,
    );
    // The cursor is hidden while drawing and given back; the finished bar stays, followed by a new line.
    expect(terminal.written.indexOf('\x1b[?25l')).toBeLessThan(terminal.written.indexOf('\x1b[?25h'));
    expect(terminal.written.endsWith('\n')).toBe(true);
  });

  it('writes nothing when stderr is not a terminal (piped, or in a log)', async () => {
    const pipe = new CapturedStream(false);
    await seedWithStderr(pipe);
    expect(pipe.written).toBe('');
  });

  it('draws nothing when there was nothing to count', () => {
    const terminal = new CapturedStream(true);
    const original = Object.getOwnPropertyDescriptor(process, 'stderr')!;
    Object.defineProperty(process, 'stderr', { value: terminal, configurable: true });
    try {
      progressBar('Question library').stop();
    } finally {
      Object.defineProperty(process, 'stderr', original);
    }
    expect(terminal.written).toBe('');
  });
});
