import { commandSender } from './command-sender';

describe('commandSender', () => {
  it("acts on the senior's own address, whatever its case, when no receiving server is named", () => {
    expect(commandSender('Rose@Example.COM', 'rose@example.com', null)).toEqual({ acts: true });
  });

  it('holds a command from any other address, a spouse’s included', () => {
    expect(commandSender('jim@example.com', 'rose@example.com', { verified: true, by: 'dmarc' })).toEqual({
      acts: false,
      why: 'not_senior',
      reason: "from jim@example.com, not the senior's address",
    });
  });

  it('holds a command from the senior’s address that the named receiving server does not vouch for', () => {
    expect(
      commandSender('rose@example.com', 'rose@example.com', { verified: false, reason: 'no Authentication-Results' }),
    ).toEqual({
      acts: false,
      why: 'unconfirmed',
      reason: 'from rose@example.com, not verified: no Authentication-Results',
    });
    expect(commandSender('rose@example.com', 'rose@example.com', { verified: true, by: 'dkim' })).toEqual({
      acts: true,
    });
  });
});
