import { loadConfig } from '../../../config/app-config';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { Vault, VaultDirectory } from '../../vault/vault.public';
import { ParsedInbound } from '../domain/inbound';
import { AttributeReply } from './attribute-reply.service';
import { InboundMessageStore } from './ports/inbound-message.store';

const vault = { id: 'vault-1', ownerId: 'owner-1', seniorEmail: 'rose@example.com' } as Vault;
const question = { id: 'delivery-1', vaultId: vault.id, kind: 'question' } as Delivery;

/** The senior of one vault with an open question; no token and no thread in sight. */
const tokens = {
  fromAddressesMany: async (lists: string[][]) => lists.map(() => null),
  byMessageIdsMany: async (lists: string[][]) => lists.map(() => null),
  openQuestions: async () => new Map([[vault.id, question]]),
} as unknown as ResponseTokens;
const vaults = { vaultsOfSeniors: async () => new Map([[vault.seniorEmail, [vault]]]) } as unknown as VaultDirectory;

/** Rose answered the vault's question by its token before: a verified reply from her address. */
const answeredBefore = {
  vaultsWithVerifiedReplies: async () => new Map([[vault.seniorEmail, new Set([vault.id])]]),
} as unknown as InboundMessageStore;
const neverAnswered = { vaultsWithVerifiedReplies: async () => new Map() } as unknown as InboundMessageStore;

const reply = (authenticationResults: string[] = []) =>
  ({
    from: 'rose@example.com',
    recipients: ['stories@localhost'],
    inReplyTo: [],
    references: [],
    authenticationResults,
  }) as unknown as ParsedInbound;

const attribute = (env: Record<string, string>, inbound = answeredBefore) =>
  new AttributeReply(
    tokens,
    vaults,
    loadConfig({ SESSION_SECRET: 'a-session-secret-that-is-long-enough-1234', LOG_LEVEL: 'silent', ...env }),
    inbound,
  );

describe('AttributeReply by sender alone', () => {
  it('files nothing, and names no owner to tell, for a vault that never had a verified reply from the sender', async () => {
    const vouched = reply(['mx.example.net; dmarc=pass header.from=example.com']);
    const result = await attribute(
      { NODE_ENV: 'production', INBOUND_AUTHSERV_ID: 'mx.example.net' },
      neverAnswered,
    ).execute(vouched);
    expect(result).toEqual({
      question: null,
      attribution: null,
      reason:
        'without the token or the thread, and no vault has had a verified reply from rose@example.com (by its token or in its thread); kept for the operators',
    });
  });
});

describe('AttributeReply without INBOUND_AUTHSERV_ID', () => {
  it('files by sender unverified outside production (the embedded and test setups)', async () => {
    expect(await attribute({ NODE_ENV: 'development' }).execute(reply())).toMatchObject({ attribution: 'sender' });
  });

  it('files nothing by sender in production: no sender can be verified', async () => {
    expect(await attribute({ NODE_ENV: 'production' }).execute(reply())).toEqual({
      question: null,
      attribution: null,
      reason: 'without the token, and the sender rose@example.com is not verified: INBOUND_AUTHSERV_ID is not set',
    });
  });

  it('files by sender in production once the server named in it vouches', async () => {
    const vouched = reply(['mx.example.net; dmarc=pass header.from=example.com']);
    expect(
      await attribute({ NODE_ENV: 'production', INBOUND_AUTHSERV_ID: 'mx.example.net' }).execute(vouched),
    ).toMatchObject({ attribution: 'sender', question });
  });
});
