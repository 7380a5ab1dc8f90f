import { classifyInbound, storyAttachments } from './inbound';

const file = (contentType: string, size: number) => ({ filename: 'f', contentType, size, content: Buffer.alloc(0) });

describe('which attachments a story keeps', () => {
  it('keeps recordings and real photos, not signature logos or other files', () => {
    const kept = storyAttachments([
      file('audio/wav', 500),
      file('image/jpeg', 40_000),
      file('image/png', 2_000),
      file('application/pdf', 90_000),
    ]);
    expect(kept.map((a) => a.contentType)).toEqual(['audio/wav', 'image/jpeg']);
  });
});

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
