import { classifyInbound } from './inbound';

describe('classifying inbound mail', () => {
  const base = { headers: {}, from: 'rose@example.com', subject: 'Re: A question', contentType: 'text/plain' };

  it('lets a reply through and spots auto-replies and bounces', () => {
    expect(classifyInbound(base).kind).toBe('reply');
    expect(classifyInbound({ ...base, headers: { 'auto-submitted': 'auto-replied' } }).kind).toBe('auto_reply');
    expect(classifyInbound({ ...base, headers: { 'auto-submitted': 'no' } }).kind).toBe('reply');
    expect(classifyInbound({ ...base, subject: 'Out of Office: away until Monday' }).kind).toBe('auto_reply');
    expect(classifyInbound({ ...base, from: 'MAILER-DAEMON@mx.example.com'.toLowerCase() }).kind).toBe('bounce');
  });
});
