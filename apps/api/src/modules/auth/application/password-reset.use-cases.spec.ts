import { Logger } from '@nestjs/common';
import { authKit } from '@storyvault/api-testing';
import { linksIn } from '@storyvault/testing';
import { AUTH_ERROR_STATUS } from '../adapters/http/auth-error-status';
import { InvalidResetTokenError, TooManyAttemptsError, WeakPasswordError } from '../domain/auth.errors';

describe('password reset', () => {
  const ip = '203.0.113.7';

  async function requested() {
    const kit = authKit();
    await kit.register.execute({ name: 'Ann', email: 'ann@example.com', password: 'Str0ng!pass' });
    await kit.requestReset.execute({ email: 'Ann@example.com', ip });
    await kit.requestReset.settled();
    const email = kit.mailer.sent[0];
    const link = linksIn(email.text).find((l) => l.includes('/reset-password/'))!;
    return { kit, email, token: link.split('/reset-password/')[1] };
  }

  it('emails a reset link on PUBLIC_URL, in plain text and HTML', async () => {
    const { email, token } = await requested();
    expect(email.to).toBe('ann@example.com');
    expect(email.subject).toBe('Reset your StoryVault password');
    expect(email.text).toContain(`https://stories.example.com/reset-password/${token}`);
    expect(email.html).toContain(`https://stories.example.com/reset-password/${token}`);
  });

  it('answers the same and sends nothing for an unknown email', async () => {
    const kit = authKit();
    await expect(kit.requestReset.execute({ email: 'nobody@example.com', ip })).resolves.toBeUndefined();
    expect(kit.mailer.sent).toHaveLength(0);
  });

  it('answers the same when the reset email cannot be sent, and logs the failure', async () => {
    const kit = authKit();
    await kit.register.execute({ name: 'Ann', email: 'ann@example.com', password: 'Str0ng!pass' });
    jest.spyOn(kit.mailer, 'send').mockRejectedValueOnce(new Error('451 Try again later'));
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

    await expect(kit.requestReset.execute({ email: 'ann@example.com', ip })).resolves.toBeUndefined();
    await kit.requestReset.settled();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('451 Try again later'));
    expect(kit.mailer.sent).toHaveLength(0);

    // Nothing is stuck: asking again sends a link.
    await kit.requestReset.execute({ email: 'ann@example.com', ip });
    await kit.requestReset.settled();
    expect(kit.mailer.sent).toHaveLength(1);
    logged.mockRestore();
  });

  it('answers before the reset email is accepted', async () => {
    const kit = authKit();
    await kit.register.execute({ name: 'Ann', email: 'ann@example.com', password: 'Str0ng!pass' });
    let accept: () => void = () => undefined;
    let asked = (): void => undefined;
    const relayAsked = new Promise<void>((resolve) => (asked = resolve));
    jest.spyOn(kit.mailer, 'send').mockImplementationOnce(() => {
      asked();
      return new Promise((resolve) => (accept = () => resolve({ messageId: '<held@relay>' })));
    });

    await expect(kit.requestReset.execute({ email: 'ann@example.com', ip })).resolves.toBeUndefined();
    let settled = false;
    const settling = kit.requestReset.settled().then(() => (settled = true));
    await relayAsked;
    expect(settled).toBe(false);
    accept();
    await settling;
    expect(settled).toBe(true);
  });

  /** Names the port calls made from now on, in order. */
  function watch(kit: ReturnType<typeof authKit>): string[] {
    const calls: string[] = [];
    const findByEmail = kit.users.findByEmail.bind(kit.users);
    jest.spyOn(kit.users, 'findByEmail').mockImplementation((email) => {
      calls.push('find user');
      return findByEmail(email);
    });
    const save = kit.tokens.save.bind(kit.tokens);
    jest.spyOn(kit.tokens, 'save').mockImplementation((token) => {
      calls.push('save token');
      return save(token);
    });
    const send = kit.mailer.send.bind(kit.mailer);
    jest.spyOn(kit.mailer, 'send').mockImplementation((email) => {
      calls.push('send email');
      return send(email);
    });
    const record = kit.throttle.record.bind(kit.throttle);
    jest.spyOn(kit.throttle, 'record').mockImplementation((key, now, windowMs) => {
      calls.push('count attempt');
      return record(key, now, windowMs);
    });
    return calls;
  }

  it('does the same work before answering for an email with an account and one without', async () => {
    const kit = authKit();
    await kit.register.execute({ name: 'Ann', email: 'ann@example.com', password: 'Str0ng!pass' });
    const calls = watch(kit);

    await kit.requestReset.execute({ email: 'ann@example.com', ip });
    const beforeKnownAnswer = calls.splice(0);
    await kit.requestReset.settled();
    const afterKnownAnswer = calls.splice(0);
    await kit.requestReset.execute({ email: 'nobody@example.com', ip });
    const beforeUnknownAnswer = calls.splice(0);
    await kit.requestReset.settled();
    const afterUnknownAnswer = calls.splice(0);

    expect(beforeKnownAnswer).toEqual(beforeUnknownAnswer);
    expect(beforeKnownAnswer).toEqual(['count attempt', 'count attempt']);
    // The lookup, the token and the email come after the answer.
    expect(afterKnownAnswer).toEqual(['find user', 'save token', 'send email']);
    expect(afterUnknownAnswer).toEqual(['find user']);
    expect(kit.mailer.sent.map((m) => m.to)).toEqual(['ann@example.com']);
  });

  it('logs, and answers the same, when the account cannot be looked up after answering', async () => {
    const kit = authKit();
    jest.spyOn(kit.users, 'findByEmail').mockRejectedValueOnce(new Error('connection reset'));
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(kit.requestReset.execute({ email: 'ann@example.com', ip })).resolves.toBeUndefined();
    await kit.requestReset.settled();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('connection reset'));
    logged.mockRestore();
  });

  it('voids every other reset link of the account once one is used', async () => {
    const { kit, token: first } = await requested();
    await kit.requestReset.execute({ email: 'ann@example.com', ip });
    await kit.requestReset.settled();
    const second = linksIn(kit.mailer.sent[1].text)
      .find((l) => l.includes('/reset-password/'))!
      .split('/reset-password/')[1];
    expect(second).not.toBe(first);

    await kit.confirmReset.execute({ token: second, newPassword: 'set by the second link', ip });
    await expect(kit.confirmReset.execute({ token: first, newPassword: 'set by the first link', ip })).rejects.toThrow(
      'Invalid or expired password reset token',
    );
    await expect(
      kit.authenticate.execute({ email: 'ann@example.com', password: 'set by the second link', ip }),
    ).resolves.toBeTruthy();
  });

  it("ends every session of the account, and no other account's, when its password is reset", async () => {
    const { kit, token } = await requested();
    const ann = (await kit.manage.findByEmail('ann@example.com'))!;
    const bob = await kit.register.execute({ name: 'Bob', email: 'bob@example.com', password: 'Str0ng!pass' });
    kit.sessions.start('ann-laptop', ann.id);
    kit.sessions.start('ann-phone', ann.id);
    kit.sessions.start('bob-laptop', bob.id);
    await kit.confirmReset.execute({ token, newPassword: 'a new password', ip });
    expect([...kit.sessions.sessions.keys()]).toEqual(['bob-laptop']);
  });

  it('stores only the hash of the token', async () => {
    const { kit, token } = await requested();
    const stored = JSON.stringify([...(kit.tokens as unknown as { tokens: Map<string, unknown> }).tokens.entries()]);
    expect(stored).not.toContain(token);
  });

  it('sets the new password once; the link then stops working', async () => {
    const { kit, token } = await requested();
    await kit.confirmReset.execute({ token, newPassword: 'a new password', ip });
    await expect(
      kit.authenticate.execute({ email: 'ann@example.com', password: 'a new password', ip }),
    ).resolves.toBeTruthy();
    await expect(kit.confirmReset.execute({ token, newPassword: 'another one', ip })).rejects.toThrow(
      'Invalid or expired password reset token',
    );
  });

  it('refuses a token after one hour', async () => {
    const { kit, token } = await requested();
    kit.clock.advance(60 * 60_000);
    await expect(kit.confirmReset.execute({ token, newPassword: 'a new password', ip })).rejects.toBeInstanceOf(
      InvalidResetTokenError,
    );
  });

  it('keeps the link usable when the new password is too short', async () => {
    const { kit, token } = await requested();
    await expect(kit.confirmReset.execute({ token, newPassword: 'short', ip })).rejects.toBeInstanceOf(
      WeakPasswordError,
    );
    await expect(kit.confirmReset.execute({ token, newPassword: 'long enough', ip })).resolves.toBeUndefined();
  });

  it('refuses unknown and malformed tokens', async () => {
    const kit = authKit();
    await expect(
      kit.confirmReset.execute({ token: 'x'.repeat(43), newPassword: 'long enough', ip }),
    ).rejects.toBeInstanceOf(InvalidResetTokenError);
    await expect(kit.confirmReset.execute({ token: '../x', newPassword: 'long enough', ip })).rejects.toBeInstanceOf(
      InvalidResetTokenError,
    );
  });

  it('refuses a fourth request for one email within the hour', async () => {
    const kit = authKit();
    for (let i = 0; i < 3; i++) await kit.requestReset.execute({ email: 'ann@example.com', ip: `198.51.100.${i}` });
    await expect(kit.requestReset.execute({ email: 'ann@example.com', ip: '198.51.100.9' })).rejects.toThrow(
      new TooManyAttemptsError('Too many password reset requests. Please try again later.'),
    );
  });

  it('refuses an eleventh request from one address within the hour, with 429 and the text of docs/product.md', async () => {
    const kit = authKit();
    for (let i = 0; i < 10; i++) await kit.requestReset.execute({ email: `person${i}@example.com`, ip });
    const refused = await kit.requestReset.execute({ email: 'person10@example.com', ip }).catch((e: unknown) => e);
    expect(refused).toEqual(new TooManyAttemptsError('Too many password reset requests. Please try again later.'));
    expect(AUTH_ERROR_STATUS[(refused as TooManyAttemptsError).code]).toBe(429);
    // Another address is not held back, and the window ends after an hour.
    await expect(
      kit.requestReset.execute({ email: 'person10@example.com', ip: '198.51.100.1' }),
    ).resolves.toBeUndefined();
    kit.clock.advance(60 * 60_000);
    await expect(kit.requestReset.execute({ email: 'person11@example.com', ip })).resolves.toBeUndefined();
  });

  it('refuses a sixth confirmation for one account within 15 minutes, from any address, with 429', async () => {
    const { kit, token } = await requested();
    for (let i = 0; i < 5; i++) {
      await expect(
        kit.confirmReset.execute({ token, newPassword: 'short', ip: `198.51.100.${i}` }),
      ).rejects.toBeInstanceOf(WeakPasswordError);
    }
    const refused = await kit.confirmReset
      .execute({ token, newPassword: 'long enough', ip: '198.51.100.9' })
      .catch((e: unknown) => e);
    expect(refused).toEqual(new TooManyAttemptsError('Too many attempts. Please try again later.'));
    expect(AUTH_ERROR_STATUS[(refused as TooManyAttemptsError).code]).toBe(429);
    // The link survives the wait: refused attempts do not use it up.
    kit.clock.advance(15 * 60_000);
    await expect(kit.confirmReset.execute({ token, newPassword: 'long enough', ip })).resolves.toBeUndefined();
  });

  it('refuses an eleventh confirmation from one address', async () => {
    const kit = authKit();
    for (let i = 0; i < 10; i++) {
      await kit.confirmReset.execute({ token: 'x'.repeat(43), newPassword: 'long enough', ip }).catch(() => null);
    }
    await expect(kit.confirmReset.execute({ token: 'x'.repeat(43), newPassword: 'long enough', ip })).rejects.toThrow(
      'Too many attempts. Please try again later.',
    );
  });
});
