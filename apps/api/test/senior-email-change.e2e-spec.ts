import { ManualClock } from '@storyvault/api/shared/time/clock';
import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';

/** Settings: a new address for the senior may get the introduction email, once (real SMTP, PostgreSQL). */
describe("changing the senior's email in settings", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const tick = () => t.app.get(DispatchDeliveries).execute();
  const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');
  const introsTo = (address: string) =>
    smtp.messages.filter((m) => to(m) === address && m.subject === 'Ann Smith would love to hear your stories');

  async function setUpVault(seniorEmail: string) {
    const { agent } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const settings = {
      seniorName: 'Rose Smith',
      seniorEmail,
      seniorPhone: null,
      deliveryMethod: 'email',
      frequency: 2,
    };
    const vault = (
      await agent
        .post('/api/vaults')
        .send({ ...settings, seniorPhone: '', sendIntroEmail: true, isSetupComplete: true })
        .expect(201)
    ).body;
    await tick();
    expect(introsTo(seniorEmail)).toHaveLength(1);
    const save = (changes: Record<string, unknown>, status = 200) =>
      agent
        .put(`/api/vaults/${vault.id}`)
        .send({ ...settings, ...changes })
        .expect(status);
    return { save };
  }

  it('with the box ticked, the new address gets the introduction once, however often the save is sent', async () => {
    const { save } = await setUpVault('rose@example.com');
    await save({ seniorEmail: 'Rose.New@example.com', sendIntroduction: true });
    await save({ seniorEmail: 'Rose.New@example.com', sendIntroduction: true });
    await tick();
    await tick();

    const intros = introsTo('rose.new@example.com');
    expect(intros).toHaveLength(1);
    expect(intros[0].text).toContain('Dear Rose,');
    expect(introsTo('rose@example.com')).toHaveLength(1);

    // Back and forth between addresses already introduced: neither hears it again.
    await save({ seniorEmail: 'rose@example.com', sendIntroduction: true });
    await tick();
    await save({ seniorEmail: 'rose.new@example.com', sendIntroduction: true });
    await tick();
    expect(introsTo('rose@example.com')).toHaveLength(1);
    expect(introsTo('rose.new@example.com')).toHaveLength(1);
  });

  it('without the box, or without a new address, no introduction goes out', async () => {
    const { save } = await setUpVault('ruth@example.com');
    await save({ seniorEmail: 'ruth@example.com', sendIntroduction: true });
    await tick();
    expect(introsTo('ruth@example.com')).toHaveLength(1);

    await save({ seniorEmail: 'ruth.new@example.com' });
    await save({ seniorEmail: 'ruth.newer@example.com', sendIntroduction: false });
    await tick();
    expect(introsTo('ruth.new@example.com')).toHaveLength(0);
    expect(introsTo('ruth.newer@example.com')).toHaveLength(0);
  });

  it('refuses a flag that is not a boolean with 400 VALIDATION_FAILED, changing nothing', async () => {
    const { save } = await setUpVault('rita@example.com');
    const res = await save({ seniorEmail: 'rita.new@example.com', sendIntroduction: 'yes' }, 400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect([res.body.message, ...(res.body.details ?? [])].join(' ')).toContain('sendIntroduction');
    await tick();
    expect(introsTo('rita.new@example.com')).toHaveLength(0);
  });
});
