import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { TestApp } from '@storyvault/api-testing';
import { buildEmail, setUpVault, signedInOwner } from '@storyvault/testing';
import type { ActivityView, VaultView } from '@storyvault/contracts';
import { DataSource } from 'typeorm';
import { MailboxHarness, startMailboxHarness } from './mailbox-harness';

const DAY = 24 * 60 * 60 * 1000;
type Agent = Awaited<ReturnType<typeof signedInOwner>>['agent'];

/**
 * The feed keeps what happened and is written in each reader's own language when read
 * (docs/decisions/0998-the-feed-keeps-facts-and-speaks-the-readers-language.md): a German owner
 * and an English member of one vault read the same lines, each in theirs, after real actions
 * (real SMTP, a real Dovecot mailbox for the senior's replies, PostgreSQL).
 */
describe("the activity feed in the reader's language", () => {
  let harness: MailboxHarness;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-04-06T09:00:00Z'));
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    harness = await startMailboxHarness(clock);
    ({ t } = harness);
  });
  afterAll(() => harness?.close());

  const feed = async (agent: Agent, vaultId: string) =>
    (await agent.get(`/api/vaults/${vaultId}/activities`).expect(200)).body as ActivityView[];
  async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('gives the German owner German lines and the English member English ones, of the same events', async () => {
    const anna = await signedInOwner(t.server, { name: 'Anna Schmidt' });
    await anna.agent.put('/api/notifications').send({ language: 'de' }).expect(200);
    const emma = await signedInOwner(t.server, { name: 'Emma Smith' });
    const vault = await setUpVault(anna.agent, { seniorName: 'Rose', seniorEmail: 'rose@example.com' });
    // Emma joined as a viewer: her vault_members row, as an accepted invitation writes it.
    await db().query(
      `INSERT INTO vault_members (vault_id, user_id, role) SELECT $1, id, 'viewer' FROM users WHERE email = $2`,
      [vault.id, emma.email],
    );

    // The first question goes to Rose.
    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const question = await harness.smtp.waitFor(
      (m) =>
        m.to !== undefined &&
        !Array.isArray(m.to) &&
        m.to.text === 'rose@example.com' &&
        !!m.subject?.startsWith('A question from Anna'),
    );
    const reply = (text: string) =>
      buildEmail({
        from: 'Rose <rose@example.com>',
        to: question.replyTo!.value[0].address!,
        inReplyTo: question.messageId,
        text,
      });

    // She pauses the questions by a reply word, then answers by email.
    expect(await harness.deliver([await reply('Pause 4 weeks')])).toMatchObject({ command: 1 });
    const pausedUntil = new Date(
      ((await anna.agent.get('/api/vaults').expect(200)).body as VaultView[]).find((v) => v.id === vault.id)!
        .pausedUntil!,
    );
    await harness.deliver([
      await reply('We lived in a little house by the river, and every summer we swam there until the sun went down.'),
    ]);
    await until(
      'the story’s line',
      () => feed(emma.agent, vault.id),
      (lines) => lines.some((l) => l.type === 'story_received'),
    );

    // Anna adds a question of her own and moves the questions to Wednesdays, Berlin time.
    const custom = await anna.agent
      .post('/api/questions')
      .send({ text: 'What was your first car?', isPrewritten: false, category: 'custom' })
      .expect(201);
    await anna.agent
      .post(`/api/vaults/${vault.id}/questions`)
      .send({ questionId: custom.body.id, order: Math.floor(Date.now() / 1000), isCustom: true })
      .expect(201);
    await anna.agent
      .put(`/api/vaults/${vault.id}`)
      .send({
        seniorName: 'Rose',
        seniorEmail: 'rose@example.com',
        seniorPhone: null,
        deliveryMethod: 'email',
        frequency: 1,
        sendWeekday: 3,
        timeZone: 'Europe/Berlin',
      })
      .expect(200);

    const annas = await feed(anna.agent, vault.id);
    const emmas = await feed(emma.agent, vault.id);
    const byType = (lines: ActivityView[]) => Object.fromEntries(lines.map((l) => [l.type, l.description]));
    const asked = /^Question sent to Rose: “(.+)”$/.exec(byType(emmas).question_sent)![1];

    expect(annas.map((l) => l.type)).toEqual([
      'settings_updated',
      'question_added',
      'story_received',
      'questions_paused',
      'question_sent',
      'vault_created',
    ]);
    expect(byType(annas)).toEqual({
      settings_updated: 'Einstellungen geändert: Fragen kommen mittwochs, die Zeitzone ist jetzt Europe/Berlin',
      question_added: 'Frage hinzugefügt: „What was your first car?“',
      story_received: `Rose hat eine Geschichte geteilt: „${asked}“`,
      questions_paused: `Rose hat die Fragen bis zum ${dayIn('de-DE', pausedUntil)} pausiert`,
      question_sent: `Frage an Rose geschickt: „${asked}“`,
      vault_created: 'Die Sammlung für Rose ist fertig, mit 20 Fragen',
    });
    // Emma reads the family's lines (the stories, the questions sent), in English.
    expect(emmas.map((l) => l.description)).toEqual([
      `Rose shared a story: “${asked}”`,
      `Question sent to Rose: “${asked}”`,
    ]);
    expect(emmas.map((l) => l.id)).toEqual(
      annas.filter((l) => ['story_received', 'question_sent'].includes(l.type)).map((l) => l.id),
    );

    // Each reader's language is read when the feed is: Anna choosing English reads English.
    await anna.agent.put('/api/notifications').send({ language: 'en' }).expect(200);
    expect(byType(await feed(anna.agent, vault.id))).toMatchObject({
      settings_updated: 'Vault settings updated: questions arrive on Wednesdays, time zone is now Europe/Berlin',
      questions_paused: `Rose paused questions until ${dayIn('en-GB', pausedUntil)}`,
    });
    // The English line is still stored, for older clients and the CLI.
    const stored = await db().query(`SELECT description FROM activities WHERE vault_id = $1 AND type = $2`, [
      vault.id,
      'question_added',
    ]);
    expect(stored).toEqual([{ description: 'Question added: “What was your first car?”' }]);
  });

  it('shows a line written before the facts were kept as it was stored, to a German reader too', async () => {
    const anna = await signedInOwner(t.server, { name: 'Anna Schmidt' });
    await anna.agent.put('/api/notifications').send({ language: 'de' }).expect(200);
    const vault = await setUpVault(anna.agent, { seniorName: 'Rose', seniorEmail: 'rose2@example.com' });
    await db().query(
      `INSERT INTO activities (vault_id, type, description, created_at)
       VALUES ($1, 'story_received', 'Rose shared a story', now() + interval '1 hour')`,
      [vault.id],
    );
    expect((await feed(anna.agent, vault.id)).map((l) => l.description)).toEqual([
      'Rose shared a story',
      'Die Sammlung für Rose ist fertig, mit 20 Fragen',
    ]);
  });
});

/** A day as the feed writes it in that locale: "7. Mai", "7 May" (this year's, so without it). */
function dayIn(locale: string, date: Date): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
}
