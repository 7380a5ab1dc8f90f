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

/** What the settings dialog sends (SPEC.md §7). */
const settings = (changes: Partial<typeof setup> = {}) => ({
  seniorName: setup.seniorName,
  seniorEmail: setup.seniorEmail,
  seniorPhone: null,
  deliveryMethod: 'email',
  frequency: setup.frequency,
  ...changes,
});

describe('vault settings in the activity feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function activities(agent: Awaited<ReturnType<typeof signedInOwner>>['agent'], vaultId: string) {
    return (await agent.get(`/api/vaults/${vaultId}/activities`).expect(200)).body as ActivityView[];
  }

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
