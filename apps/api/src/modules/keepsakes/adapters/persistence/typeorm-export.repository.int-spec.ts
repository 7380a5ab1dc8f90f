import { migratedDataSource } from '@storyvault/api-testing';
import { randomUUID } from 'node:crypto';
import { DEFAULT_BOOK_OPTIONS } from '../../domain/keepsake';
import { TypeormExportRepository } from './typeorm-export.repository';

const db = migratedDataSource();

/** The exports table: two at once a vault, and only the try that holds an export finishes it. */
describe('TypeormExportRepository', () => {
  let repo: TypeormExportRepository;
  let vaultId: string;
  let ownerId: string;
  const at = new Date('2026-05-04T10:00:00Z');
  const file = { objectKey: 'exports/x/y/z.zip', sizeBytes: 1234, expiresAt: new Date('2026-05-11T10:00:00Z') };
  const add = (id = randomUUID()) =>
    repo
      .add(
        // Each a book of its own title: the same book asked again while it is made would be that one.
        {
          id,
          vaultId,
          requestedBy: ownerId,
          format: 'pdf',
          options: { ...DEFAULT_BOOK_OPTIONS, title: id },
          createdAt: at,
        },
        { activePerVault: 2, perPersonPerDay: 100, perVaultPerDay: 100, since: new Date(at.getTime() - 86_400_000) },
      )
      .then((outcome) => ({ id, added: outcome.kind === 'added' }));

  beforeAll(async () => {
    repo = new TypeormExportRepository(db.ds);
    [{ id: ownerId }] = await db.ds.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
    );
    [{ id: vaultId }] = await db.ds.query(
      `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
         is_setup_complete) VALUES ($1, 'Rose', 'rose@example.com', 'email', 1, false, true) RETURNING id`,
      [ownerId],
    );
  });

  it('adds two exports of a vault at once, even asked for together, and a third only once one ended', async () => {
    const tries = await Promise.all([add(), add(), add(), add()]);
    expect(tries.filter((t) => t.added)).toHaveLength(2);
    const [first] = tries.filter((t) => t.added);
    await repo.fail(first.id, 'Something went wrong.', at);
    expect((await add()).added).toBe(true);
    expect((await add()).added).toBe(false);
    await db.ds.query(`UPDATE exports SET status = 'failed' WHERE vault_id = $1`, [vaultId]);
  });

  it('lets only the try that holds an export mark it done, once', async () => {
    const { id } = await add();
    const lost = randomUUID();
    const holder = randomUUID();
    expect(await repo.start(id, lost, at)).toBe(true);
    await repo.progress(id, lost, 40);
    expect(await repo.find(id)).toMatchObject({ status: 'running', progress: 40 });
    // Its lease ran out: another try takes the export over.
    expect(await repo.start(id, holder, at)).toBe(true);
    expect(await repo.find(id)).toMatchObject({ status: 'running', progress: 0 });
    await repo.progress(id, lost, 90);
    expect((await repo.find(id))!.progress).toBe(0);
    expect(await repo.finish(id, lost, file, at)).toBe(false);
    expect(await repo.finish(id, holder, file, at)).toBe(true);
    expect(await repo.finish(id, holder, file, at)).toBe(false);
    expect(await repo.find(id)).toMatchObject({
      status: 'done',
      progress: 100,
      objectKey: file.objectKey,
      sizeBytes: 1234,
    });
    // A done export is never started, nor failed, again.
    expect(await repo.start(id, randomUUID(), at)).toBe(false);
    await repo.fail(id, 'late', at);
    expect((await repo.find(id))!.status).toBe('done');
  });

  it('finds done exports past their expiry, and marks them expired without their file', async () => {
    expect((await repo.dueToExpire(new Date('2026-05-11T09:59:59Z'), 10)).map((e) => e.id)).toEqual([]);
    const due = await repo.dueToExpire(new Date('2026-05-11T10:00:00Z'), 10);
    expect(due).toHaveLength(1);
    await repo.markExpired(due[0].id);
    expect(await repo.find(due[0].id)).toMatchObject({ status: 'expired', objectKey: null });
    expect(await repo.find('not-an-id')).toBeNull();
  });

  it('holds a day’s cap when requests come at once, and fails what a removed member asked for', async () => {
    await db.ds.query(`DELETE FROM exports WHERE vault_id = $1`, [vaultId]);
    const [{ id: gus }] = await db.ds.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('Gus', 'gus@example.com', 'h') RETURNING id`,
    );
    const caps = {
      activePerVault: 10,
      perPersonPerDay: 3,
      perVaultPerDay: 10,
      since: new Date(at.getTime() - 86_400_000),
    };
    const ask = (n: number) =>
      repo.add(
        {
          id: randomUUID(),
          vaultId,
          requestedBy: gus,
          format: 'pdf',
          options: { ...DEFAULT_BOOK_OPTIONS, title: `b${n}` },
          createdAt: at,
        },
        caps,
      );
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(ask));
    expect(outcomes.filter((o) => o.kind === 'added')).toHaveLength(3);
    expect(outcomes.filter((o) => o.kind === 'capped')).toEqual([
      { kind: 'capped', scope: 'person', freesAt: at },
      { kind: 'capped', scope: 'person', freesAt: at },
    ]);
    await repo.failRequestedBy(vaultId, gus, 'gone', at);
    const rows = await db.ds.query(`SELECT status, error FROM exports WHERE requested_by = $1`, [gus]);
    expect(rows).toEqual([...Array(3)].map(() => ({ status: 'failed', error: 'gone' })));
    // Failed ones are not counted: the family did not get them.
    expect((await ask(6)).kind).toBe('added');
  });
});
