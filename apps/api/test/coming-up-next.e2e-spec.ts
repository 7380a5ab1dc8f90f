import { ManualClock } from '@storyvault/api/shared/time/clock';
import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';

/**
 * Coming Up Next and delivery keep one calendar: the dates the owner's dashboard lists for the
 * queue are the very mornings delivery sends them, on the chosen weekday in the senior's zone.
 */
describe('Coming Up Next follows the chosen weekday (real SMTP, manual clock)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  // Monday 2 March 2026, 20:00 in Sydney (AEDT, UTC+11); Sydney's clocks go back on 5 April.
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
  const toRose = () =>
    smtp.messages.filter((m) => to(m) === 'rose@example.com' && /^A question from /.test(m.subject ?? ''));
  const setClock = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
  const sydneyDay = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Australia/Sydney',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso));
  const rose = {
    seniorName: 'Rose Smith',
    seniorEmail: 'rose@example.com',
    seniorPhone: '',
    deliveryMethod: 'email',
    frequency: 1,
    sendIntroEmail: false,
    isSetupComplete: true,
    timeZone: 'Australia/Sydney',
  };

  it('lists every queued question on the chosen weekday at 9:00 there, and delivery sends each then', async () => {
    const { agent } = await signedInOwner(t.server, { name: 'Ann Smith' });
    const vault = (
      await agent
        .post('/api/vaults')
        .send({ ...rose, sendWeekday: 3 })
        .expect(201)
    ).body;
    // The first question goes three days after setup; then she chooses Fridays.
    setClock('2026-03-05T23:00:00Z');
    await tick();
    expect(toRose()).toHaveLength(1);
    await agent
      .put(`/api/vaults/${vault.id}`)
      .send({ ...rose, sendWeekday: 5 })
      .expect(200);

    const [listed] = (await agent.get('/api/vaults').expect(200)).body;
    const upcoming: string[] = listed.upcomingQuestionsAt;
    const queued = (await agent.get(`/api/vaults/${vault.id}/questions`).expect(200)).body;
    expect(upcoming.length).toBe(Math.min(queued.length, 52));
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(upcoming[0]).toBe(listed.nextQuestionAt);
    // Across Sydney's clock change on 5 April too: always Friday, 09:00 there.
    for (const at of upcoming.slice(0, 6)) expect(sydneyDay(at)).toBe('Friday 09:00');

    for (let i = 0; i < 4; i += 1) {
      setClock(new Date(new Date(upcoming[i]).getTime() - 60_000).toISOString());
      await tick();
      expect(toRose()).toHaveLength(i + 1);
      setClock(upcoming[i]);
      await tick();
      expect(toRose()).toHaveLength(i + 2);
      const [now] = (await agent.get('/api/vaults').expect(200)).body;
      // What the dashboard said before the sending is what delivery does after it.
      expect(now.nextQuestionAt).toBe(upcoming[i + 1]);
      expect(now.upcomingQuestionsAt[0]).toBe(upcoming[i + 1]);
    }
  });
});
