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
    jest.useFakeTimers();
    written = [];
    write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  });
  afterEach(() => {
    write.mockRestore();
    jest.useRealTimers();
  });

  it('are a warning while the process runs', () => {
    const { onPoolError, STOP_GRACE_MS } = freshModule();
    onPoolError(new Error('terminating connection due to administrator command'));
    jest.advanceTimersByTime(STOP_GRACE_MS);
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0])).toMatchObject({
      level: 40,
      context: 'Database',
      msg: 'PostgreSQL ended a pooled connection: terminating connection due to administrator command',
    });
  });

  it('are quiet once the process is stopping', () => {
    const { onPoolError, markProcessStopping, STOP_GRACE_MS } = freshModule();
    markProcessStopping();
    onPoolError(new Error('terminating connection due to administrator command'));
    jest.advanceTimersByTime(STOP_GRACE_MS);
    expect(written).toEqual([]);
  });

  // Regression: after a Ctrl-C, PostgreSQL's goodbye was read before the SIGINT listener had run,
  // and `npm start` printed a warning on its way out.
  it('are quiet when the stop signal is handled later', () => {
    const { onPoolError, markProcessStopping, STOP_GRACE_MS } = freshModule();
    onPoolError(new Error('terminating connection due to administrator command'));
    jest.advanceTimersByTime(STOP_GRACE_MS - 1);
    markProcessStopping();
    jest.advanceTimersByTime(STOP_GRACE_MS);
    expect(written).toEqual([]);
  });
});

// Regression: after a Ctrl-C, the job runner's look for due jobs was still under way when the
// embedded PostgreSQL went, and `npm start` printed "Looking for due jobs failed" on its way out.
describe("a background round's failure", () => {
  it('is reported while the process runs', async () => {
    const { reportUnlessStopping } = freshModule();
    const report = jest.fn();
    reportUnlessStopping(new Error('relation "jobs" does not exist'), report);
    await nextTurn();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('is quiet once the process is stopping, even when the stop is handled later in the same turn', async () => {
    const { reportUnlessStopping, markProcessStopping } = freshModule();
    const report = jest.fn();
    reportUnlessStopping(new Error('relation "jobs" does not exist'), report);
    markProcessStopping();
    await nextTurn();
    expect(report).not.toHaveBeenCalled();
  });
});

// Regression: on a busy machine PostgreSQL's goodbye after a Ctrl-C was read a turn or more
// before the SIGINT listener ran, and `npm start` printed "Delivery round failed: terminating
// connection due to administrator command" on its way out.
describe('a failure that looks like the database going away', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const adminShutdown = () =>
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

  it('waits for the stop signal for a while, and stays quiet when it comes in a later turn', () => {
    const { reportUnlessStopping, markProcessStopping, STOP_GRACE_MS } = freshModule();
    const report = jest.fn();
    reportUnlessStopping(adminShutdown(), report);
    jest.advanceTimersByTime(STOP_GRACE_MS / 2);
    markProcessStopping();
    jest.advanceTimersByTime(STOP_GRACE_MS);
    expect(report).not.toHaveBeenCalled();
  });

  it('is reported when no stop comes', () => {
    const { reportUnlessStopping, STOP_GRACE_MS } = freshModule();
    const report = jest.fn();
    reportUnlessStopping(adminShutdown(), report);
    jest.advanceTimersByTime(STOP_GRACE_MS - 1);
    expect(report).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it.each([
    [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    [new Error('Connection terminated unexpectedly')],
    [Object.assign(new Error('query failed'), { driverError: { code: '57P01' } })],
  ])('is recognised: %s', (error) => {
    expect(freshModule().isDatabaseGoingAway(error)).toBe(true);
  });

  it('is not any other failure', () => {
    const { isDatabaseGoingAway } = freshModule();
    expect(isDatabaseGoingAway(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseGoingAway('terminating connection')).toBe(false);
  });
});

// Regression: a query cut off by the database going away on a Ctrl-C could end `npm start` with 1.
describe('an error nothing caught', () => {
  let exit: jest.SpyInstance;
  let write: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    jest.useRealTimers();
    exit.mockRestore();
    write.mockRestore();
  });

  it('ends the process with 1 while it runs', () => {
    const { crashUnlessStopping, STOP_GRACE_MS } = freshModule();
    crashUnlessStopping(new TypeError('x is not a function'));
    jest.advanceTimersByTime(STOP_GRACE_MS);
    expect(exit).toHaveBeenCalledWith(1);
    expect(String(write.mock.calls[0][0])).toContain('x is not a function');
  });

  it('is left to the shutdown under way when the database went away on a stop', () => {
    const { crashUnlessStopping, markProcessStopping, STOP_GRACE_MS } = freshModule();
    crashUnlessStopping(new Error('Connection terminated unexpectedly'));
    jest.advanceTimersByTime(10);
    markProcessStopping();
    jest.advanceTimersByTime(STOP_GRACE_MS);
    expect(exit).not.toHaveBeenCalled();
  });
});
