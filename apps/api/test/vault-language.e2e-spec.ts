import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner } from '@storyvault/testing';

/** A vault's language: chosen at setup, changed in settings, returned by every read, checked. */
describe('a vault has a language (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const rose = {
    seniorName: 'Rose Smith',
    seniorEmail: 'rose@example.com',
    deliveryMethod: 'email',
    frequency: 1,
    sendIntroEmail: false,
    isSetupComplete: true,
  };

  it('is English when setup leaves it out, and what the owner chose otherwise', async () => {
    const { agent } = await signedInOwner(t.server);
    expect((await agent.post('/api/vaults').send(rose).expect(201)).body.language).toBe('en');
    const { agent: other } = await signedInOwner(t.server);
    const vault = (
      await other
        .post('/api/vaults')
        .send({ ...rose, language: 'de' })
        .expect(201)
    ).body;
    expect(vault.language).toBe('de');
    expect((await other.get('/api/vaults').expect(200)).body[0].language).toBe('de');
  });

  it('changes in settings, stays when a save leaves it out, and refuses a language it does not speak', async () => {
    const { agent } = await signedInOwner(t.server);
    const vault = (
      await agent
        .post('/api/vaults')
        .send({ ...rose, language: 'es' })
        .expect(201)
    ).body;
    expect((await agent.put(`/api/vaults/${vault.id}`).send(rose).expect(200)).body.language).toBe('es');
    expect(
      (
        await agent
          .put(`/api/vaults/${vault.id}`)
          .send({ ...rose, language: 'nl' })
          .expect(200)
      ).body.language,
    ).toBe('nl');
    for (const language of ['it', 'DE', 'german', 7, '']) {
      const refused = await agent
        .put(`/api/vaults/${vault.id}`)
        .send({ ...rose, language })
        .expect(400);
      expect(JSON.stringify(refused.body.message)).toContain('language must be one of en, de, es, fr or nl.');
    }
    const [listed] = (await agent.get('/api/vaults').expect(200)).body;
    expect(listed.language).toBe('nl');
  });
});
