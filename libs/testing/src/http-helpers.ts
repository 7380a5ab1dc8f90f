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
