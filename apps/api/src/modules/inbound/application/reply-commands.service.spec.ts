import { testConfig } from '@storyvault/api-testing';
import { Mailer } from '../../../shared/mail/mailer';
import { ManualClock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { Delivery, ReplyWordEmails, SkipQuestion, WrittenEmail } from '../../delivery/delivery.public';
import { Vault, VaultDirectory, VaultPauses } from '../../vault/vault.public';
import { ReplyCommand } from '../domain/reply/reply-command';
import { ActOnReplyCommand } from './reply-commands.service';

const now = new Date('2026-04-06T09:00:00Z');
const question = { id: 'd1', vaultId: 'v1', kind: 'question', messageId: '<q@x>', answeredAt: null } as Delivery;
const vault = { id: 'v1', ownerId: 'u1', seniorName: 'Greta Vogel', seniorEmail: 'greta@example.de' } as Vault;

/** The use case with its neighbours as plain fakes: what it told whom, and what it asked of the pauses. */
function kit(skipOutcome: 'skipped' | 'aside' | 'answered' = 'skipped') {
  const sent: Array<{ to: string; kind: 'confirmation' | 'pause_notice'; email: WrittenEmail }> = [];
  const pauses: string[] = [];
  const emails = {
    confirm: async (_q: Delivery, to: string, email: WrittenEmail) => (
      sent.push({ to, kind: 'confirmation', email }),
      true
    ),
    tellOwner: async (_q: Delivery, to: string, email: WrittenEmail) => (
      sent.push({ to, kind: 'pause_notice', email }),
      true
    ),
  } as unknown as ReplyWordEmails;
  const fakePauses = {
    pauseUntil: async (_v: string, until: Date, _at: Date, by: string) =>
      pauses.push(`pause ${until.toISOString()} ${by}`),
    stop: async (_v: string, _at: Date, by: string) => pauses.push(`stop ${by}`),
    resumeBySenior: async () => (pauses.push('resume'), pauses.includes('stop senior')),
  } as unknown as VaultPauses;
  const skip = {
    execute: async () => ({
      outcome: skipOutcome === 'aside' ? 'skipped' : skipOutcome,
      nextQuestionSent: skipOutcome === 'skipped',
      message: '',
    }),
  } as unknown as SkipQuestion;
  const vaults = { byId: async (id: string) => (id === 'v1' ? vault : null) } as unknown as VaultDirectory;
  const users = {
    findById: async (id: string) => (id === 'u1' ? { id, name: 'Anna Vogel', email: 'anna@example.de' } : null),
  } as unknown as ManageUsers;
  const act = new ActOnReplyCommand(
    skip,
    fakePauses,
    vaults,
    users,
    {} as Mailer,
    emails,
    testConfig({ PUBLIC_URL: 'http://stories.example.com' }),
    new ManualClock(now),
  );
  return { act, sent, pauses };
}

const from = { from: 'greta@example.de' };
const pause: ReplyCommand = { kind: 'pause', until: new Date('2026-12-01T00:00:00Z') } as ReplyCommand;

describe("acting on the senior's reply word", () => {
  it('confirms in the language she wrote the command in, the date too', async () => {
    const { act, sent, pauses } = kit();
    expect(await act.execute(pause, question, from, 'de')).toMatchObject({ outcome: 'command' });
    expect(pauses).toEqual(['pause 2026-12-01T00:00:00.000Z senior']);
    const confirmation = sent.find((s) => s.kind === 'confirmation')!;
    expect(confirmation.to).toBe('greta@example.de');
    expect(confirmation.email.subject).toBe('Fragen pausiert bis 1. Dezember');
  });

  it('confirms in English when no language is given', async () => {
    const { act, sent } = kit();
    await act.execute({ kind: 'stop' } as ReplyCommand, question, from);
    expect(sent.find((s) => s.kind === 'confirmation')!.email.subject).toBe('No more questions for now');
  });

  it('tells the owner of a PAUSE and a STOP, in English, and not of a RESUME', async () => {
    const { act, sent } = kit();
    await act.execute(pause, question, from, 'fr');
    await act.execute({ kind: 'stop' } as ReplyCommand, question, from, 'fr');
    await act.execute({ kind: 'resume' } as ReplyCommand, question, from, 'fr');
    expect(sent.filter((s) => s.kind === 'pause_notice').map((s) => [s.to, s.email.subject])).toEqual([
      ['anna@example.de', 'Greta paused the questions until 1 December'],
      ['anna@example.de', 'Greta asked us to stop the questions'],
    ]);
    expect(sent.filter((s) => s.kind === 'confirmation').map((s) => s.email.subject)).toEqual([
      'Questions en pause jusqu’au 1 décembre',
      'Plus de questions pour le moment',
      'Tes questions vont revenir',
    ]);
  });

  it('tells her a skipped question was set aside when no other could go now', async () => {
    const { act, sent } = kit('aside');
    expect((await act.execute({ kind: 'skip' } as ReplyCommand, question, from, 'de')).reason).toBe(
      'skip: the question was put aside',
    );
    expect(sent.map((s) => s.email.subject)).toEqual(['Frage beiseitegelegt']);
  });

  it('sends no confirmation of a SKIP whose next question went: that question says it', async () => {
    const { act, sent } = kit();
    await act.execute({ kind: 'skip' } as ReplyCommand, question, from);
    expect(sent).toEqual([]);
  });

  it('tells her kindly when a SKIP or a RESUME found nothing to do', async () => {
    const { act, sent } = kit('answered');
    expect((await act.execute({ kind: 'skip' } as ReplyCommand, question, from, 'nl')).reason).toContain(
      'nothing to do',
    );
    expect((await act.execute({ kind: 'resume' } as ReplyCommand, question, from, 'es')).reason).toContain(
      'nothing was paused',
    );
    expect(sent.map((s) => s.email.subject)).toEqual(['Niets over te slaan', 'Tus preguntas siguen llegando']);
  });
});
