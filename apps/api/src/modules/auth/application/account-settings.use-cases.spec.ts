import { authKit } from '@storyvault/api-testing';
import type { DomainEvent } from '../../../shared/events/domain-event';
import { hashResetToken } from '../domain/reset-token';
import {
  EmailTakenError,
  InvalidCredentialsError,
  InvalidEmailChangeLinkError,
  InvalidUserError,
  SameEmailError,
  TooManyAttemptsError,
  WeakPasswordError,
  WrongPasswordError,
} from '../domain/auth.errors';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Str0ng!pass';
const ip = '203.0.113.7';

async function withAnn() {
  const kit = authKit();
  const ann = await kit.register.execute({ name: 'Ann', email: 'ann@example.com', password: PASSWORD });
  const heard: DomainEvent[] = [];
  for (const type of ['AccountDeletionRequested', 'AccountDeletionUndone', 'AccountDeleted'] as const)
    kit.events.on(type, `test.${type}`, async (events) => void heard.push(...events));
  return { kit, ann, heard };
}

const tokenIn = (text: string | undefined) => /confirm-email\/([A-Za-z0-9_-]{43})/.exec(text ?? '')![1];

describe('changing the email', () => {
  it('sends a link to the new address and changes nothing until it is used, once', async () => {
    const { kit, ann } = await withAnn();
    await kit.requestEmailChange.execute({ userId: ann.id, newEmail: ' Ann.New@Example.com', password: PASSWORD });
    const [link] = kit.mailer.sent;
    expect(link.to).toBe('ann.new@example.com');
    const token = tokenIn(link.text);
    expect(kit.emailChanges.changes[0].tokenHash).toBe(hashResetToken(token));
    expect((await kit.users.findById(ann.id))!.email).toBe('ann@example.com');

    expect(await kit.confirmEmailChange.execute(token)).toEqual({ email: 'ann.new@example.com' });
    expect((await kit.users.findById(ann.id))!.email).toBe('ann.new@example.com');
    expect(kit.mailer.sent[1]).toMatchObject({ to: 'ann@example.com', subject: 'Your StoryVault email was changed' });
    await expect(kit.confirmEmailChange.execute(token)).rejects.toBeInstanceOf(InvalidEmailChangeLinkError);
  });

  it('lets only the latest link work, and none after 24 hours', async () => {
    const { kit, ann } = await withAnn();
    await kit.requestEmailChange.execute({ userId: ann.id, newEmail: 'first@example.com', password: PASSWORD });
    await kit.requestEmailChange.execute({ userId: ann.id, newEmail: 'second@example.com', password: PASSWORD });
    const [first, second] = kit.mailer.sent.map((m) => tokenIn(m.text));
    await expect(kit.confirmEmailChange.execute(first)).rejects.toBeInstanceOf(InvalidEmailChangeLinkError);
    kit.clock.advance(DAY);
    await expect(kit.confirmEmailChange.execute(second)).rejects.toBeInstanceOf(InvalidEmailChangeLinkError);
    expect((await kit.users.findById(ann.id))!.email).toBe('ann@example.com');
  });

  it('refuses a wrong password, a malformed, the same or a taken address', async () => {
    const { kit, ann } = await withAnn();
    await kit.register.execute({ name: 'Bob', email: 'bob@example.com', password: PASSWORD });
    const ask = (newEmail: string, password = PASSWORD) =>
      kit.requestEmailChange.execute({ userId: ann.id, newEmail, password });
    await expect(ask('new@example.com', 'wrong')).rejects.toBeInstanceOf(WrongPasswordError);
    await expect(ask('not an email')).rejects.toBeInstanceOf(InvalidUserError);
    await expect(ask('ANN@example.com')).rejects.toBeInstanceOf(SameEmailError);
    await expect(ask('bob@example.com')).rejects.toBeInstanceOf(EmailTakenError);
    expect(kit.mailer.sent).toHaveLength(0);
  });

  it('stops guessing the current password after five wrong tries', async () => {
    const { kit, ann } = await withAnn();
    for (let i = 0; i < 5; i++)
      await expect(
        kit.changePassword.execute({ userId: ann.id, currentPassword: 'guess', newPassword: 'A new passphrase' }),
      ).rejects.toBeInstanceOf(WrongPasswordError);
    await expect(
      kit.changePassword.execute({ userId: ann.id, currentPassword: PASSWORD, newPassword: 'A new passphrase' }),
    ).rejects.toBeInstanceOf(TooManyAttemptsError);
  });
});

describe('changing the password', () => {
  it('needs the current one and the reset rule, and ends every session', async () => {
    const { kit, ann } = await withAnn();
    kit.sessions.start('phone', ann.id);
    await expect(
      kit.changePassword.execute({ userId: ann.id, currentPassword: PASSWORD, newPassword: 'short' }),
    ).rejects.toBeInstanceOf(WeakPasswordError);
    await kit.changePassword.execute({ userId: ann.id, currentPassword: PASSWORD, newPassword: 'A new passphrase' });
    expect(kit.sessions.sessions.size).toBe(0);
    await expect(kit.authenticate.execute({ email: ann.email, password: PASSWORD, ip })).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
    expect((await kit.authenticate.execute({ email: ann.email, password: 'A new passphrase', ip })).id).toBe(ann.id);
  });
});

describe('deleting the account', () => {
  it('schedules it 30 days on, ends the sessions, emails the day and tells the other modules', async () => {
    const { kit, ann, heard } = await withAnn();
    kit.sessions.start('laptop', ann.id);
    await expect(kit.scheduleDeletion.execute({ userId: ann.id, password: 'wrong' })).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
    const { deleteAfter } = await kit.scheduleDeletion.execute({ userId: ann.id, password: PASSWORD });
    expect(deleteAfter.getTime() - kit.clock.now().getTime()).toBe(30 * DAY);
    expect(kit.sessions.sessions.size).toBe(0);
    expect(kit.mailer.sent[0]).toMatchObject({
      to: 'ann@example.com',
      subject: 'Your StoryVault account will be deleted',
    });
    expect(kit.mailer.sent[0].text).toContain('Sunday, 31 May 2026');
    expect(heard.map((e) => [e.type, e.payload])).toEqual([
      [
        'AccountDeletionRequested',
        { userId: ann.id, at: kit.clock.now().toISOString(), deleteAfter: deleteAfter.toISOString() },
      ],
    ]);
  });

  it('is undone once by a sign-in during the grace', async () => {
    const { kit, ann, heard } = await withAnn();
    await kit.scheduleDeletion.execute({ userId: ann.id, password: PASSWORD });
    kit.clock.advance(29 * DAY);
    const user = await kit.authenticate.execute({ email: ann.email, password: PASSWORD, ip });
    expect(await kit.undoDeletion.onSignIn(user)).toBe(true);
    expect(await kit.undoDeletion.onSignIn(user)).toBe(false);
    expect((await kit.users.findById(ann.id))!.deleteAfter).toBeNull();
    expect(heard.map((e) => e.type)).toEqual(['AccountDeletionRequested', 'AccountDeletionUndone']);
    kit.clock.advance(10 * DAY);
    expect(await kit.eraseAccount.due(10)).toEqual([]);
  });

  it('after the grace refuses the sign-in and lets the erasure delete the user, once', async () => {
    const { kit, ann, heard } = await withAnn();
    await kit.scheduleDeletion.execute({ userId: ann.id, password: PASSWORD });
    kit.clock.advance(30 * DAY);
    await expect(kit.authenticate.execute({ email: ann.email, password: PASSWORD, ip })).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
    expect(await kit.eraseAccount.due(10)).toEqual([ann.id]);
    expect(await kit.eraseAccount.stillDue(ann.id)).toBe(true);
    expect(await kit.eraseAccount.deleteUser(ann.id)).toBe(true);
    expect(await kit.eraseAccount.deleteUser(ann.id)).toBe(false);
    expect(await kit.users.findById(ann.id)).toBeNull();
    expect(heard.map((e) => e.type)).toEqual(['AccountDeletionRequested', 'AccountDeleted']);
  });
});
