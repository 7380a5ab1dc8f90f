import type { Server } from 'node:http';
import request from 'supertest';

let counter = 0;

/** A signed-in browser-like agent for a brand-new owner. */
export async function signedInOwner(
  server: Server,
  overrides: { name?: string; email?: string } = {},
): Promise<{ agent: ReturnType<typeof request.agent>; email: string }> {
  const email = overrides.email ?? `owner${++counter}-${Date.now()}@example.com`;
  const agent = request.agent(server);
  await agent
    .post('/api/register')
    .send({ name: overrides.name ?? 'Ann Smith', email, password: 'Str0ng!pass' })
    .expect(200);
  return { agent, email };
}

/** Sets up the owner's vault as the dashboard's setup card does (docs/product.md §7) and answers it. */
export async function setUpVault(
  agent: ReturnType<typeof request.agent>,
  senior: {
    seniorName: string;
    seniorEmail: string;
    frequency?: 1 | 2 | 4;
    sendIntroEmail?: boolean;
    /** The vault's language (en, de, es, fr, nl); left out, the server's default. */
    language?: string;
  },
): Promise<{ id: string } & Record<string, unknown>> {
  const res = await agent
    .post('/api/vaults')
    .send({
      seniorPhone: '',
      deliveryMethod: 'email',
      frequency: 1,
      sendIntroEmail: false,
      ...senior,
      isSetupComplete: true,
    })
    .expect(201);
  return res.body;
}

/** supertest's parser for a binary body (`.buffer(true).parse(binaryBody)`): the bytes as sent. */
export function binaryBody(res: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
