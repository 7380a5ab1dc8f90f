import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { loggableUrl, REDACTED, requestLogSerializers } from './request-log';

describe('the URL a request log keeps', () => {
  it.each([
    ['/respond/write?token=abc123', `/respond/write?token=${REDACTED}`],
    ['/respond/record?token=abc123&x=1', `/respond/record?token=${REDACTED}&x=1`],
    ['/api/respond/question?token=abc123', `/api/respond/question?token=${REDACTED}`],
    ['/api/respond/question?TOKEN=abc123', `/api/respond/question?TOKEN=${REDACTED}`],
    ['/api/respond/question?%74oken=abc123', `/api/respond/question?%74oken=${REDACTED}`],
    ['/api/respond/question?token=a&token=b', `/api/respond/question?token=${REDACTED}&token=${REDACTED}`],
    ['/reset-password/abc123', `/reset-password/${REDACTED}`],
    ['/reset-password/abc123?from=mail', `/reset-password/${REDACTED}?from=mail`],
    ['/api/listen/abc123', `/api/listen/${REDACTED}`],
    ['/api/listen/abc123/audio', `/api/listen/${REDACTED}/audio`],
    ['/listen/abc123', `/listen/${REDACTED}`],
    ['/api/invitations/abc123', `/api/invitations/${REDACTED}`],
    ['/api/choice/abc123', `/api/choice/${REDACTED}`],
    ['/choice/abc123?choose=story', `/choice/${REDACTED}?choose=story`],
    ['/Choice/abc123', `/Choice/${REDACTED}`],
    ['/api/invitations/abc123/accept', `/api/invitations/${REDACTED}/accept`],
    ['/api/Invitations/abc123/accept', `/api/Invitations/${REDACTED}/accept`],
    ['/api/billing/test-checkout/cs_abc123/complete', `/api/billing/test-checkout/${REDACTED}/complete`],
    ['/get-started/success?session_id=cs_abc123', `/get-started/success?session_id=${REDACTED}`],
    ['/api/vaults/42/stories?limit=20&before=2026-01-01', '/api/vaults/42/stories?limit=20&before=2026-01-01'],
    ['/api/health', '/api/health'],
    ['/api/x?%E0%A4%A=1', `/api/x?${REDACTED}`],
    ['', ''],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});

describe('a request log line', () => {
  it('holds the id, method, URL without secrets and address, and no headers', () => {
    const req = new IncomingMessage(new Socket());
    Object.assign(req, {
      id: 'req-1',
      method: 'GET',
      url: '/question?token=abc',
      originalUrl: '/api/respond/question?token=abc',
      headers: { cookie: 'storyvault.sid=s%3Asecret', referer: 'https://x.example/respond/write?token=abc' },
    });
    const logged = requestLogSerializers.req(req);
    expect(logged).toEqual({
      id: 'req-1',
      method: 'GET',
      url: `/api/respond/question?token=${REDACTED}`,
      remoteAddress: undefined,
    });
    expect(JSON.stringify(logged)).not.toContain('abc');
    const res = new ServerResponse(req);
    res.statusCode = 404;
    expect(requestLogSerializers.res(res)).toEqual({ statusCode: 404 });
  });
});
