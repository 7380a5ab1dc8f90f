import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { CommentView, SuggestionView, VaultQuestionView } from '@storyvault/contracts';
import { linksIn, setUpVault, signedInOwner, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';

const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
type Agent = ReturnType<typeof request.agent>;

/**
 * The family around a vault's stories, over HTTP on the whole app: comments by the owner and the
 * members (made members by a vault_members row, as the invitation would), suggested questions,
 * and the senior's next question email quoting the new comments (real SMTP).
 */
describe('comments and suggested questions', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  let owner: Agent;
  let emma: Agent;
  let vic: Agent;
  let vaultId: string;
  let storyId: string;
  let otherStoryId: string;
  let questionEmails = 0;

  const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');
  const toRose = () => smtp.messages.filter((m) => to(m) === 'rose@example.com');

  /** The next question round: a week on, and the email that reached Rose. */
  async function nextQuestionEmail(days = 7): Promise<ParsedMail> {
    clock.advance(days * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const expected = ++questionEmails;
    await smtp.waitFor(() => toRose().filter((m) => m.subject?.startsWith('A question from Ann')).length >= expected);
    return toRose().filter((m) => m.subject?.startsWith('A question from Ann'))[expected - 1];
  }

  async function answer(email: ParsedMail, text: string): Promise<void> {
    const write = linksIn(email.text).find((l) => l.includes('/respond/write?token='))!;
    const token = new URL(write).searchParams.get('token')!;
    await request(t.server).post('/api/respond/text').send({ token, text }).expect(201);
  }

  async function member(name: string, email: string, role: 'contributor' | 'viewer'): Promise<Agent> {
    const signedIn = await signedInOwner(t.server, { name, email });
    await t.app
      .get(DataSource)
      .query(`INSERT INTO vault_members (vault_id, user_id, role) SELECT $1, id, $3 FROM users WHERE email = $2`, [
        vaultId,
        email,
        role,
      ]);
    return signedIn.agent;
  }

  const commentsPath = (story = storyId) => `/api/vaults/${vaultId}/stories/${story}/comments`;
  const comment = async (agent: Agent, text: string): Promise<CommentView> =>
    (await agent.post(commentsPath()).send({ text }).expect(201)).body;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({
      clock,
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'http://stories.example.com',
        INBOUND_ADDRESS: 'stories@inbound.example.com',
      },
    });
    ({ agent: owner } = await signedInOwner(t.server, { name: 'Ann Smith' }));
    ({ id: vaultId } = await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com' }));
    const { agent: bea } = await signedInOwner(t.server, { name: 'Bea Brown' });
    await setUpVault(bea, { seniorName: 'Walter Brown', seniorEmail: 'walter@example.com' });
    // The first question, with no comments yet, and Rose's answer: the story the family reads.
    const first = await nextQuestionEmail(3);
    expect(first.text).not.toContain(' and wrote: ');
    await answer(first, 'We spent every summer at the lake house.');
    storyId = (await owner.get(`/api/vaults/${vaultId}/stories`).expect(200)).body[0].id;
    const walter = await smtp.waitFor((m) => to(m) === 'walter@example.com' && !!m.subject?.startsWith('A question'));
    await answer(walter, 'Walter drove the milk truck.');
    otherStoryId = (await bea.get(`/api/vaults/${(await bea.get('/api/vaults')).body[0].id}/stories`)).body[0].id;
    emma = await member('Emma Jones', 'emma@example.com', 'contributor');
    vic = await member('Vic Viewer', 'vic@example.com', 'viewer');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  describe('comments', () => {
    it('are written by the owner and members and read by all, oldest first, with names and who may delete', async () => {
      const mine = await comment(owner, '  Mom, I never knew this!  ');
      expect(mine).toEqual({
        id: expect.any(String),
        text: 'Mom, I never knew this!',
        author: { name: 'Ann Smith' },
        createdAt: expect.any(String),
        canDelete: true,
      });
      const emmas = await comment(emma, 'I remember the dock.\nAnd the boat.');
      const vics = await comment(vic, 'Lovely.');
      const asEmma: CommentView[] = (await emma.get(commentsPath()).expect(200)).body;
      expect(asEmma.map((c) => [c.text, c.author.name, c.canDelete])).toEqual([
        ['Mom, I never knew this!', 'Ann Smith', false],
        ['I remember the dock.\nAnd the boat.', 'Emma Jones', true],
        ['Lovely.', 'Vic Viewer', false],
      ]);
      const asOwner: CommentView[] = (await owner.get(commentsPath()).expect(200)).body;
      expect(asOwner.map((c) => c.canDelete)).toEqual([true, true, true]);
      expect(asOwner.map((c) => c.id)).toEqual([mine.id, emmas.id, vics.id]);
    });

    it('take 2,000 characters, not one more, and not nothing', async () => {
      await comment(emma, 'é'.repeat(2000));
      const long = await emma
        .post(commentsPath())
        .send({ text: 'a'.repeat(2001) })
        .expect(400);
      expect(long.body).toMatchObject({
        code: 'INVALID_COMMENT',
        message: 'A comment can be at most 2,000 characters long.',
      });
      const empty = await emma.post(commentsPath()).send({ text: ' \n ' }).expect(400);
      expect(empty.body).toMatchObject({
        code: 'INVALID_COMMENT',
        message: 'Please write a comment before posting it.',
      });
      await emma.post(commentsPath()).send({ text: 42 }).expect(400);
      await emma.post(commentsPath()).send({}).expect(400);
    });

    it('are deleted by their author, or by the owner; not by another member', async () => {
      const owners = await comment(owner, 'From Ann');
      const emmas = await comment(emma, 'From Emma');
      const vics = await comment(vic, 'From Vic');
      const refused = await emma.delete(`${commentsPath()}/${owners.id}`).expect(403);
      expect(refused.body).toMatchObject({
        code: 'VAULT_FORBIDDEN',
        message: 'Only the person who wrote this comment, or the owner of the vault, can delete it.',
      });
      await vic.delete(`${commentsPath()}/${emmas.id}`).expect(403);
      await emma.delete(`${commentsPath()}/${emmas.id}`).expect(204);
      await owner.delete(`${commentsPath()}/${vics.id}`).expect(204);
      const gone = await emma.delete(`${commentsPath()}/${emmas.id}`).expect(404);
      expect(gone.body.code).toBe('COMMENT_NOT_FOUND');
      await owner.delete(`${commentsPath()}/${UNKNOWN_ID}`).expect(404);
      await owner.delete(`${commentsPath()}/not-an-id`).expect(404);
      const left: CommentView[] = (await owner.get(commentsPath()).expect(200)).body;
      expect(left.map((c) => c.text)).toContain('From Ann');
      expect(left.map((c) => c.text)).not.toContain('From Emma');
      expect(left.map((c) => c.text)).not.toContain('From Vic');
    });

    it('are only on the vault’s own stories that are not deleted', async () => {
      for (const story of [otherStoryId, UNKNOWN_ID, 'not-an-id']) {
        const read = await owner.get(commentsPath(story)).expect(404);
        expect(read.body.code).toBe('STORY_NOT_FOUND');
        const write = await emma.post(commentsPath(story)).send({ text: 'Hello' }).expect(404);
        expect(write.body.code).toBe('STORY_NOT_FOUND');
      }
      const [, story] = await t.app
        .get(DataSource)
        .query(`UPDATE stories SET deleted_at = now() WHERE id = $1 RETURNING id`, [storyId]);
      expect(story).toBe(1);
      try {
        expect((await owner.get(commentsPath()).expect(404)).body.code).toBe('STORY_NOT_FOUND');
      } finally {
        await t.app.get(DataSource).query(`UPDATE stories SET deleted_at = NULL WHERE id = $1`, [storyId]);
      }
      // No membership: the vault does not exist for them.
      const { agent: stranger } = await signedInOwner(t.server, { name: 'Sid Stranger' });
      expect((await stranger.get(commentsPath()).expect(404)).body.code).toBe('VAULT_NOT_FOUND');
    });
  });

  describe('suggested questions', () => {
    const path = () => `/api/vaults/${vaultId}/suggestions`;

    it('come from contributors and the owner, not viewers', async () => {
      const refused = await vic.post(path()).send({ text: 'What was your wedding like?' }).expect(403);
      expect(refused.body.code).toBe('VAULT_FORBIDDEN');
      const made: SuggestionView = (
        await emma.post(path()).send({ text: '  What   was the lake house like in winter?  ' }).expect(201)
      ).body;
      expect(made).toEqual({
        id: expect.any(String),
        text: 'What was the lake house like in winter?',
        suggestedBy: { name: 'Emma Jones' },
        createdAt: expect.any(String),
      });
      expect(
        (
          await emma
            .post(path())
            .send({ text: 'q'.repeat(501) })
            .expect(400)
        ).body,
      ).toMatchObject({
        code: 'INVALID_QUESTION',
        message: 'A question can be at most 500 characters long.',
      });
      await emma
        .post(path())
        .send({ text: 'q'.repeat(499) + '?' })
        .expect(201);
      await emma.post(path()).send({ text: '   ' }).expect(400);
    });

    it('are listed to the owner, who adds one to the end of the queue or dismisses it', async () => {
      const { id: first } = (await emma.post(path()).send({ text: 'Who taught you to swim?' }).expect(201)).body;
      clock.advance(60_000);
      const { id: second } = (await emma.post(path()).send({ text: 'What did you cook on Sundays?' }).expect(201)).body;
      await emma.get(path()).expect(403);
      await vic.get(path()).expect(403);
      const listed: SuggestionView[] = (await owner.get(path()).expect(200)).body;
      const mine = listed.filter((s) => [first, second].includes(s.id));
      expect(mine.map((s) => [s.text, s.suggestedBy.name])).toEqual([
        ['Who taught you to swim?', 'Emma Jones'],
        ['What did you cook on Sundays?', 'Emma Jones'],
      ]);

      const before: VaultQuestionView[] = (await owner.get(`/api/vaults/${vaultId}/questions`).expect(200)).body;
      await emma.post(`${path()}/${first}/accept`).expect(403);
      const added: VaultQuestionView = (await owner.post(`${path()}/${first}/accept`).expect(201)).body;
      expect(added).toMatchObject({
        isCustom: true,
        question: { text: 'Who taught you to swim?', category: 'custom' },
      });
      const after: VaultQuestionView[] = (await owner.get(`/api/vaults/${vaultId}/questions`).expect(200)).body;
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toEqual(added);
      expect((await owner.post(`${path()}/${first}/accept`).expect(404)).body.code).toBe('SUGGESTION_NOT_FOUND');
      // The queue is the owner's: the member who suggested it does not read it.
      await emma.get(`/api/vaults/${vaultId}/questions`).expect(403);

      await emma.delete(`${path()}/${second}`).expect(403);
      await owner.delete(`${path()}/${second}`).expect(204);
      expect((await owner.delete(`${path()}/${second}`).expect(404)).body.code).toBe('SUGGESTION_NOT_FOUND');
      const open: SuggestionView[] = (await owner.get(path()).expect(200)).body;
      expect(open.map((s) => s.id)).not.toContain(first);
      expect(open.map((s) => s.id)).not.toContain(second);
      await owner.post(`${path()}/${UNKNOWN_ID}/accept`).expect(404);
      await owner.delete(`${path()}/not-an-id`).expect(404);
    });
  });

  describe('where an added suggestion goes', () => {
    const path = () => `/api/vaults/${vaultId}/suggestions`;
    const queue = async (): Promise<VaultQuestionView[]> =>
      (await owner.get(`/api/vaults/${vaultId}/questions`).expect(200)).body;

    it('is asked next when the owner says so, last otherwise, and a placement that is neither is refused', async () => {
      const { id: soon } = (await emma.post(path()).send({ text: 'Who was your best friend at school?' }).expect(201))
        .body;
      const { id: later } = (await emma.post(path()).send({ text: 'What was your first car?' }).expect(201)).body;
      const refused = await owner.post(`${path()}/${soon}/accept`).send({ placement: 'middle' }).expect(400);
      expect(JSON.stringify(refused.body.message)).toContain('placement must be next or last');
      const before = await queue();

      const next: VaultQuestionView = (
        await owner.post(`${path()}/${soon}/accept`).send({ placement: 'next' }).expect(201)
      ).body;
      const afterNext = await queue();
      expect(afterNext.map((q) => q.question.text)).toEqual([
        'Who was your best friend at school?',
        ...before.map((q) => q.question.text),
      ]);
      expect(afterNext[0]).toEqual(next);
      expect(afterNext.map((q) => q.order)).toEqual(afterNext.map((_q, i) => i + 1));

      await owner.post(`${path()}/${later}/accept`).send({ placement: 'last' }).expect(201);
      const afterLast = await queue();
      expect(afterLast.at(-1)!.question.text).toBe('What was your first car?');
      expect(afterLast[0].question.text).toBe('Who was your best friend at school?');
    });
  });

  describe('reaching the senior', () => {
    it('quotes the new comments first in her next question email, escaped, and never the same one twice', async () => {
      const said = 'Grandma, <b>you</b> & the "lake" — I cried reading this.';
      await comment(emma, said);
      const second = await nextQuestionEmail();
      // From Ann by name, at the installation's address, with the reply words' line.
      expect(second.from?.value).toEqual([{ name: 'Ann Smith via StoryVault', address: 'stories@localhost' }]);
      expect(second.text).toContain('\nGoing away? Reply PAUSE. Rather talk about something else? Reply SKIP.\n');
      expect(second.html).toContain('>Going away? Reply PAUSE. Rather talk about something else? Reply SKIP.</p>');
      // The story has no title yet: the question names it. The family speaks before anything is asked.
      const named = 'Emma read your answer to “';
      expect(second.text).toContain(named);
      expect(second.text).toContain(`“${said}”`);
      expect(second.text!.indexOf(named)).toBeLessThan(second.text!.indexOf('Ann Smith would love to hear this story'));
      expect(second.html).toContain('Emma read your answer to');
      expect(second.html).toContain('Grandma, &lt;b&gt;you&lt;/b&gt; &amp; the &quot;lake&quot;');
      expect(second.html).not.toContain('<b>you</b>');
      // Three at most, each author first: Ann, Emma and Vic all wrote since the first question.
      const quoted = (second.text ?? '').split('\n').filter((l) => / and wrote: /.test(l));
      expect(quoted.map((l) => l.split(' ')[0]).sort()).toEqual(['Ann', 'Emma', 'Vic']);

      // Once the owner titles the story, its title names it.
      await owner
        .patch(`/api/vaults/${vaultId}/stories/${storyId}`)
        .set({ Origin: 'http://stories.example.com' })
        .send({ title: 'Summers at the lake house' })
        .expect(200);
      const later = 'The swimming question made me smile.';
      await comment(vic, later);
      const third = await nextQuestionEmail();
      expect(third.text).toContain(`Vic read your story “Summers at the lake house” and wrote: “${later}”`);
      expect(third.text).not.toContain('I cried reading this');
      expect(third.text).not.toContain('Emma read');

      // Nothing new: no family lines at all.
      const fourth = await nextQuestionEmail();
      expect(fourth.text).not.toContain(' and wrote: ');
    });

    it("quotes a link in a family member's comment as plain words, in the text and the HTML", async () => {
      await comment(emma, 'Grandma, look: https://win-a-prize.example/claim and www.lake.example');
      const email = await nextQuestionEmail();
      const line = (email.text ?? '').split('\n').find((l) => l.startsWith('Emma read your'))!;
      expect(line).toContain('“Grandma, look: win-a-prize[.]example/claim and www[.]lake[.]example”');
      for (const body of [email.text ?? '', email.html as string])
        expect(body).not.toMatch(/https:\/\/win-a-prize|win-a-prize\.example|www\.lake\.example/);
    });
  });
});
