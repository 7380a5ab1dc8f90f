import { ManualClock } from '@storyvault/api/shared/time/clock';
import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';

/**
 * When questions arrive, on the whole app (real PostgreSQL and SMTP, manual clock): 9:00 in the
 * senior's morning on the chosen weekday, in their time zone, across a daylight-saving switch.
 */
describe('questions arrive at 9:00 in the senior morning (real SMTP, manual clock)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  // Monday 2 March 2026, 4:00 in New York (EST, UTC−5); clocks there go forward on Sunday 8 March.
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, FOLLOW_UP_DAYS: '4' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const tick = () => t.app.get(DispatchDeliveries).execute();
  const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');
  const toRose = () => smtp.messages.filter((m) => to(m) === 'rose@example.com').map((m) => m.subject);
  const setClock = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
  const rose = {
    seniorName: 'Rose Smith',
    seniorEmail: 'rose@example.com',
    seniorPhone: '',
    deliveryMethod: 'email',
    frequency: 1,
    sendIntroEmail: false,
    isSetupComplete: true,
  };

  it('refuses an unknown time zone and a weekday that is not one, in plain words', async () => {
    const { agent } = await signedInOwner(t.server);
    const zone = await agent
      .post('/api/vaults')
      .send({ ...rose, timeZone: 'Mars/Olympus_Mons' })
      .expect(400);
    expect(zone.body.message).toContain(`We don't know the time zone "Mars/Olympus_Mons"`);
    for (const sendWeekday of [7, -1, 1.5, 'Monday']) {
      const day = await agent
        .post('/api/vaults')
        .send({ ...rose, sendWeekday })
        .expect(400);
      expect(JSON.stringify(day.body.message)).toContain('0 (Sunday) to 6 (Saturday)');
    }
    expect((await agent.get('/api/vaults').expect(200)).body).toEqual([]);
  });

  it('a vault in America/New_York gets its question at 9:00 local: 14:00 UTC in winter, 13:00 in summer', async () => {
    const { agent } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vault = (
      await agent
        .post('/api/vaults')
        .send({ ...rose, sendWeekday: 4, timeZone: 'America/New_York' })
        .expect(201)
    ).body;
    expect(vault).toMatchObject({ sendWeekday: 4, timeZone: 'America/New_York' });
    const [listed] = (await agent.get('/api/vaults').expect(200)).body;
    // Three days after setup (Thursday 5 March) at 9:00 EST.
    expect(listed).toMatchObject({
      sendWeekday: 4,
      timeZone: 'America/New_York',
      nextQuestionAt: '2026-03-05T14:00:00.000Z',
    });

    setClock('2026-03-05T13:59:00Z');
    await tick();
    expect(toRose()).toEqual([]);
    setClock('2026-03-05T14:00:00Z');
    await tick();
    expect(toRose()).toHaveLength(1);
    expect(toRose()[0]).toMatch(/^A question from Ann: /);

    // The follow-up: four days later on the calendar, Monday 9 March at 9:00, now EDT (UTC−4).
    setClock('2026-03-09T12:59:00Z');
    await tick();
    expect(toRose()).toHaveLength(1);
    setClock('2026-03-09T13:00:00Z');
    await tick();
    expect(toRose()).toHaveLength(2);
    expect(toRose()[1]).toMatch(/^Re: A question from Ann: /);

    // The next question: Thursday 12 March at 9:00 EDT, 13:00 UTC, and not before.
    expect((await agent.get('/api/vaults').expect(200)).body[0].nextQuestionAt).toBe('2026-03-12T13:00:00.000Z');
    setClock('2026-03-12T12:59:00Z');
    await tick();
    expect(toRose()).toHaveLength(2);
    setClock('2026-03-12T13:00:00Z');
    await tick();
    expect(toRose()).toHaveLength(3);

    // Moving to Berlin and Mondays: the next is the Monday nearest a week later, 9:00 CET (08:00 UTC).
    const put = await agent
      .put(`/api/vaults/${vault.id}`)
      .send({ ...rose, sendWeekday: 1, timeZone: 'Europe/Berlin' })
      .expect(200);
    expect(put.body).toMatchObject({ sendWeekday: 1, timeZone: 'Europe/Berlin' });
    expect((await agent.get('/api/vaults').expect(200)).body[0].nextQuestionAt).toBe('2026-03-16T08:00:00.000Z');
    const bad = await agent
      .put(`/api/vaults/${vault.id}`)
      .send({ ...rose, timeZone: 'Europe/Atlantis' })
      .expect(400);
    expect(bad.body.message).toContain('Europe/Atlantis');
  });
});
