import { ManageUsers } from '@storyvault/api/modules/auth/auth.public';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner } from '@storyvault/testing';
import { STORYTELLERS_PER_PLAN, VaultView } from '@storyvault/contracts';

const senior = (n: number) => ({
  seniorName: `Senior ${n}`,
  seniorEmail: `senior${n}@example.com`,
  seniorPhone: '',
  deliveryMethod: 'email',
  frequency: 2,
  sendIntroEmail: false,
  isSetupComplete: true,
});

/** How many storytellers (vaults of one's own) an owner may have: one in the trial, five with a plan. */
describe('storytellers per owner over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('allows a plan five storytellers and refuses a sixth with a message that says why', async () => {
    const { agent, email } = await signedInOwner(t.server);
    await t.app.get(ManageUsers).grantFullAccess(email);
    expect(STORYTELLERS_PER_PLAN).toBe(5);
    for (let n = 1; n <= 5; n++) await agent.post('/api/vaults').send(senior(n)).expect(201);

    const refused = await agent.post('/api/vaults').send(senior(6)).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'STORYTELLER_LIMIT',
      message:
        'Your plan includes up to 5 storytellers, and you already have 5. Write to us if your family needs more.',
    });
    const vaults: VaultView[] = (await agent.get('/api/vaults').expect(200)).body;
    expect(vaults.map((v) => v.seniorName).sort()).toEqual([
      'Senior 1',
      'Senior 2',
      'Senior 3',
      'Senior 4',
      'Senior 5',
    ]);
  });

  it('keeps the trial at one storyteller', async () => {
    const { agent } = await signedInOwner(t.server);
    await agent.post('/api/vaults').send(senior(1)).expect(201);
    const refused = await agent.post('/api/vaults').send(senior(2)).expect(409);
    expect(refused.body).toMatchObject({
      code: 'VAULT_LIMIT',
      message: 'You already have a vault. More vaults come with full access.',
    });
    expect((await agent.get('/api/vaults').expect(200)).body).toHaveLength(1);
  });
});
