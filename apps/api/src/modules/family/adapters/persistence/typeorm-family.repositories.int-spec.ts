import { commentRepositoryContract, migratedDataSource, suggestionRepositoryContract } from '@storyvault/api-testing';
import { TypeormCommentRepository } from './typeorm-comment.repository';
import { TypeormSuggestionRepository } from './typeorm-suggestion.repository';

const db = migratedDataSource();

/** Two users, two vaults of the first, two stories in the first vault and one in the second. */
async function freshFamily() {
  await db.ds.query('TRUNCATE users, vaults CASCADE');
  const users: Array<{ id: string }> = await db.ds.query(
    `INSERT INTO users (name, email, password_hash)
     VALUES ('Ann', 'ann@example.com', 'h'), ('Emma', 'emma@example.com', 'h') RETURNING id`,
  );
  const vaults: Array<{ id: string }> = await db.ds.query(
    `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
       is_setup_complete)
     SELECT $1, 'Rose', 'rose' || n || '@example.com', 'email', 1, false, true FROM generate_series(1, 2) AS n
     RETURNING id`,
    [users[0].id],
  );
  const story = async (vaultId: string): Promise<string> =>
    (
      await db.ds.query(
        `INSERT INTO stories (vault_id, question_text, response_type, full_text, raw_text)
         VALUES ($1, 'Where did you grow up?', 'written', 'By the lake.', 'By the lake.') RETURNING id`,
        [vaultId],
      )
    )[0].id;
  return {
    userIds: [users[0].id, users[1].id] as [string, string],
    vaultId: vaults[0].id,
    otherVaultId: vaults[1].id,
    storyIds: [await story(vaults[0].id), await story(vaults[0].id)] as [string, string],
    otherStoryId: await story(vaults[1].id),
  };
}

commentRepositoryContract('TypeORM on PostgreSQL', async () => ({
  repo: new TypeormCommentRepository(db.ds),
  ...(await freshFamily()),
}));

suggestionRepositoryContract('TypeORM on PostgreSQL', async () => {
  const f = await freshFamily();
  return {
    repo: new TypeormSuggestionRepository(db.ds),
    vaultId: f.vaultId,
    otherVaultId: f.otherVaultId,
    userId: f.userIds[1],
  };
});

describe('family rows in PostgreSQL', () => {
  it('go with their story, their author and their vault', async () => {
    const f = await freshFamily();
    const comments = new TypeormCommentRepository(db.ds);
    const kept = await comments.add({ vaultId: f.vaultId, storyId: f.storyIds[1], authorId: f.userIds[0], text: 'a' });
    await comments.add({ vaultId: f.vaultId, storyId: f.storyIds[0], authorId: f.userIds[0], text: 'b' });
    await comments.add({ vaultId: f.vaultId, storyId: f.storyIds[1], authorId: f.userIds[1], text: 'c' });
    await db.ds.query('DELETE FROM stories WHERE id = $1', [f.storyIds[0]]);
    await db.ds.query('DELETE FROM users WHERE id = $1', [f.userIds[1]]);
    expect((await comments.listByStory(f.storyIds[1])).map((c) => c.id)).toEqual([kept.id]);
    await db.ds.query('DELETE FROM vaults WHERE id = $1', [f.vaultId]);
    expect(await comments.findById(kept.id)).toBeNull();
  });
});
