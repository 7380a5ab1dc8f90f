type Module = typeof import('./process-stopping');

function freshModule(): Module {
  let loaded!: Module;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>('./process-stopping');
  });
  return loaded;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('pooled connections ended by PostgreSQL', () => {
  let written: string[];
  let write: jest.SpyInstance;

  beforeEach(() => {
    written = [];
    write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  });
  afterEach(() => write.mockRestore());

  it('are a warning while the process runs', async () => {
    const { onPoolError } = freshModule();
    onPoolError(new Error('terminating connection due to administrator command'));
    await nextTurn();
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0])).toMatchObject({
      level: 40,
      context: 'Database',
      msg: 'PostgreSQL ended a pooled connection: terminating connection due to administrator command',
    });
  });

  it('are quiet once the process is stopping', async () => {
    const { onPoolError, markProcessStopping } = freshModule();
    markProcessStopping();
    onPoolError(new Error('terminating connection due to administrator command'));
    await nextTurn();
    expect(written).toEqual([]);
  });

  // Regression: after a Ctrl-C, PostgreSQL's goodbye was read before the SIGINT listener had run,
  // and `npm start` printed a warning on its way out.
  it('are quiet when the stop signal is handled later in the same turn', async () => {
    const { onPoolError, markProcessStopping } = freshModule();
    onPoolError(new Error('terminating connection due to administrator command'));
    markProcessStopping();
    await nextTurn();
    expect(written).toEqual([]);
  });
});

// Regression: after a Ctrl-C, the job runner's look for due jobs was still under way when the
// embedded PostgreSQL went, and `npm start` printed "Looking for due jobs failed" on its way out.
describe("a background round's failure", () => {
  it('is reported while the process runs', async () => {
    const { reportUnlessStopping } = freshModule();
    const report = jest.fn();
    reportUnlessStopping(report);
    await nextTurn();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('is quiet once the process is stopping, even when the stop is handled later in the same turn', async () => {
    const { reportUnlessStopping, markProcessStopping } = freshModule();
    const report = jest.fn();
    reportUnlessStopping(report);
    markProcessStopping();
    await nextTurn();
    expect(report).not.toHaveBeenCalled();
  });
});
