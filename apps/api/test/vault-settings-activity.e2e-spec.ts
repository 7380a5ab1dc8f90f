import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner } from '@storyvault/testing';
import { ActivityView, VaultView } from '@storyvault/contracts';
import { DataSource } from 'typeorm';

const setup = {
  seniorName: 'Rose Smith',
  seniorEmail: 'rose@example.com',
  seniorPhone: '',
  deliveryMethod: 'email',
  frequency: 2,
  sendIntroEmail: true,
  isSetupComplete: true,
};

/** What the settings dialog sends (docs/product.md §7). */
const settings = (changes: Partial<typeof setup> = {}) => ({
  seniorName: setup.seniorName,
  seniorEmail: setup.seniorEmail,
  seniorPhone: null,
  deliveryMethod: 'email',
  frequency: setup.frequency,
  ...changes,
});

async function activities(agent: Awaited<ReturnType<typeof signedInOwner>>['agent'], vaultId: string) {
  return (await agent.get(`/api/vaults/${vaultId}/activities`).expect(200)).body as ActivityView[];
}

describe('vault settings in the activity feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('records settings_updated, newest first, when the owner saves changed settings', async () => {
    const { agent, email } = await signedInOwner(t.server);
    await t.app.get(DataSource).query('UPDATE users SET has_full_access = true WHERE email = $1', [email]);
    const vault: VaultView = (await agent.post('/api/vaults').send(setup).expect(201)).body;

    await agent
      .put(`/api/vaults/${vault.id}`)
      .send(settings({ seniorName: 'Rosie Smith', frequency: 4 }))
      .expect(200);

    const feed = await activities(agent, vault.id);
    expect(feed.map((a) => a.type)).toEqual(['settings_updated', 'vault_created']);
    expect(feed[0]).toEqual({
      id: expect.any(String),
      type: 'settings_updated',
      description: 'Vault settings updated: name is now Rosie Smith, questions every 4 weeks',
      createdAt: expect.any(String),
    });
  });

  it('records nothing for the setup save, nor for a save that changes nothing', async () => {
    const { agent } = await signedInOwner(t.server);
    const draft: VaultView = (
      await agent
        .post('/api/vaults')
        .send({ ...setup, isSetupComplete: false })
        .expect(201)
    ).body;
    await agent.put(`/api/vaults/${draft.id}`).send(setup).expect(200);
    await agent.put(`/api/vaults/${draft.id}`).send(settings()).expect(200);

    expect((await activities(agent, draft.id)).map((a) => a.type)).toEqual(['vault_created']);
  });
});

describe('what members see of the feed and the queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('never names the contact details, shows members story activity alone, and keeps the queue from them', async () => {
    const { agent: owner } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vault: VaultView = (await owner.post('/api/vaults').send(setup).expect(201)).body;
    const { agent: viewer, email: viewerEmail } = await signedInOwner(t.server, { name: 'Victor Smith' });
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO vault_members (vault_id, user_id, role) SELECT $1, id, 'viewer' FROM users WHERE email = $2`,
        [vault.id, viewerEmail],
      );
    // A story arrived earlier: the kind of line members are here for.
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO activities (vault_id, type, description, created_at) VALUES ($1, 'story_received', 'Rose shared a story', now() - interval '1 hour')`,
        [vault.id],
      );

    await owner
      .put(`/api/vaults/${vault.id}`)
      .send(settings({ seniorEmail: 'rose.new@example.com', seniorPhone: '+1 555 0100' }))
      .expect(200);

    const ownersFeed = await activities(owner, vault.id);
    expect(ownersFeed[0]).toMatchObject({
      type: 'settings_updated',
      description: "Vault settings updated: Rose Smith's contact details changed",
    });
    expect(JSON.stringify(ownersFeed)).not.toMatch(/rose\.new@|555 0100/);

    const viewersFeed = await activities(viewer, vault.id);
    expect(viewersFeed.map((a) => a.type)).toEqual(['story_received']);
    expect(JSON.stringify(viewersFeed)).not.toMatch(/rose\.new|555|settings/i);

    const refused = await viewer.get(`/api/vaults/${vault.id}/questions`).expect(403);
    expect(refused.body.code).toBe('VAULT_FORBIDDEN');
    expect(JSON.stringify(refused.body)).not.toMatch(/weekday|timeZone|nextSendAt/);
    await owner.get(`/api/vaults/${vault.id}/questions`).expect(200);
  });
});
