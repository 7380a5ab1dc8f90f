import { authKit, linksIn } from '@storyvault/testing';
import { InvalidResetTokenError, TooManyAttemptsError, WeakPasswordError } from '../domain/auth.errors';

describe('password reset', () => {
  const ip = '203.0.113.7';

  async function requested() {
    const kit = authKit();
    await kit.register.execute({ name: 'Ann', email: 'ann@example.com', password: 'Str0ng!pass' });
    await kit.requestReset.execute({ email: 'Ann@example.com', ip });
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
