import { Pool } from 'pg';
import { sessionStore } from './session-store';

describe('the session store', () => {
  afterEach(() => jest.restoreAllMocks());

  it('stops quietly when its prune finds the pool ended by a shutdown', async () => {
    // A prune that fired after the app closed logged "Cannot use a pool after calling end" on the
    // console; under jest that alone fails the whole run.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const pool = new Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const store = sessionStore(pool);
    await pool.end();

    const failure = await new Promise<Error | undefined>((resolve) => store.pruneSessions(resolve));

    expect(failure?.message).toContain('Cannot use a pool after calling end');
    expect(errors).not.toHaveBeenCalled();
  });
});
