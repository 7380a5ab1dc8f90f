import { checkSender, parseAuthenticationResults } from './sender-verification';

const OURS = ['mx.storyvault.test'];
const FROM = 'rose@example.com';

describe('parseAuthenticationResults (RFC 8601)', () => {
  it('reads the authserv-id, each method and result, and their properties', () => {
    expect(
      parseAuthenticationResults(
        'mx.google.com;\r\n       dkim=pass header.i=@example.com header.s=20230601 header.b=Ab/9+xY=;\r\n' +
          '       spf=pass (google.com: domain of rose@example.com designates 1.2.3.4 as permitted sender) smtp.mailfrom=rose@example.com;\r\n' +
          '       dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=example.com',
      ),
    ).toEqual({
      authservId: 'mx.google.com',
      results: [
        {
          method: 'dkim',
          result: 'pass',
          props: { 'header.i': '@example.com', 'header.s': '20230601', 'header.b': 'Ab/9+xY=' },
        },
        { method: 'spf', result: 'pass', props: { 'smtp.mailfrom': 'rose@example.com' } },
        { method: 'dmarc', result: 'pass', props: { 'header.from': 'example.com' } },
      ],
    });
  });

  it('passes over words that are not properties, reasons, versions and spaces around the punctuation', () => {
    const parsed = parseAuthenticationResults(
      'MX.Example.ORG 1; spf = pass (sender IP is 1.2.3.4) smtp . mailfrom=example.com; dkim/1=pass reason="good; signature" header.d="example.com";dmarc=pass action=none header.from=example.com;compauth=pass reason=100',
    );
    expect(parsed?.authservId).toBe('mx.example.org');
    expect(parsed?.results.map((r) => [r.method, r.result, r.props])).toEqual([
      ['spf', 'pass', { 'smtp.mailfrom': 'example.com' }],
      ['dkim', 'pass', { 'header.d': 'example.com' }],
      ['dmarc', 'pass', { 'header.from': 'example.com' }],
      ['compauth', 'pass', {}],
    ]);
  });

  it('keeps a ";" inside a comment or a quoted string, and nested comments, out of the split', () => {
    const parsed = parseAuthenticationResults(
      'mx.example.org; dkim=fail (bad (really; bad) \\) signature; "x") header.d=evil.example; spf=pass smtp.mailfrom=example.com',
    );
    expect(parsed?.results.map((r) => `${r.method}=${r.result}`)).toEqual(['dkim=fail', 'spf=pass']);
    expect(parsed?.results[0].props).toEqual({ 'header.d': 'evil.example' });
  });

  it('gives no results for "none", and nothing for an unknown version or an unreadable header', () => {
    expect(parseAuthenticationResults('mx.example.org; none')).toEqual({ authservId: 'mx.example.org', results: [] });
    expect(parseAuthenticationResults('mx.example.org 2; dmarc=pass header.from=example.com')).toBeNull();
    expect(parseAuthenticationResults('mx.example.org; dmarc=pass (unclosed comment')).toBeNull();
    expect(parseAuthenticationResults('')).toBeNull();
  });
});

describe('checkSender', () => {
  const check = (headers: string[], from = FROM) => checkSender(headers, from, OURS);

  it('takes a DMARC pass for the From domain', () => {
    expect(check(['mx.storyvault.test; dmarc=pass header.from=example.com'])).toEqual({ verified: true, by: 'dmarc' });
    expect(check(['mx.storyvault.test; dmarc=pass header.from=other.example']).verified).toBe(false);
    expect(check(['mx.storyvault.test; dmarc=pass']).verified).toBe(false);
  });

  it('takes a DKIM pass only when the signing domain is the From domain or a parent of it', () => {
    expect(check(['mx.storyvault.test; dkim=pass header.d=example.com'])).toEqual({ verified: true, by: 'dkim' });
    expect(check(['mx.storyvault.test; dkim=pass header.i=@example.com'])).toEqual({ verified: true, by: 'dkim' });
    expect(check(['mx.storyvault.test; dkim=pass header.d=example.com'], 'rose@mail.example.com').verified).toBe(true);
    expect(check(['mx.storyvault.test; dkim=pass header.d=mail.example.com']).verified).toBe(false);
    expect(check(['mx.storyvault.test; dkim=pass header.d=notexample.com']).verified).toBe(false);
    expect(check(['mx.storyvault.test; dkim=pass header.d=evil.example']).verified).toBe(false);
    expect(check(['mx.storyvault.test; dkim=pass header.d=com']).verified).toBe(false);
  });

  it('takes an SPF pass only for an aligned envelope sender', () => {
    expect(check(['mx.storyvault.test; spf=pass smtp.mailfrom=rose@example.com'])).toEqual({
      verified: true,
      by: 'spf',
    });
    expect(check(['mx.storyvault.test; spf=pass smtp.mailfrom=bounce@evil.example']).verified).toBe(false);
    expect(check(['mx.storyvault.test; spf=pass smtp.helo=example.com']).verified).toBe(false);
  });

  it('says what the server found when nothing passed', () => {
    expect(
      check(['mx.storyvault.test; dmarc=fail header.from=example.com; spf=softfail smtp.mailfrom=example.com']),
    ).toEqual({
      verified: false,
      reason: 'mx.storyvault.test found dmarc=fail spf=softfail, none of it a pass for example.com',
    });
    expect(check([])).toEqual({ verified: false, reason: 'no Authentication-Results from mx.storyvault.test' });
  });

  it("ignores headers of other authserv-ids: they are the sender's word", () => {
    expect(check(['mx.evil.example; dmarc=pass header.from=example.com']).verified).toBe(false);
    expect(
      check([
        'mx.storyvault.test; dmarc=fail header.from=example.com',
        'mx.evil.example; dmarc=pass header.from=example.com',
      ]).verified,
    ).toBe(false);
  });

  it('reads only the topmost header of ours: one written below it by the sender is not read', () => {
    expect(
      check([
        'mx.storyvault.test; dmarc=fail header.from=example.com',
        'mx.storyvault.test; dmarc=pass header.from=example.com',
      ]).verified,
    ).toBe(false);
    expect(check(['other.hop; spf=fail', 'mx.storyvault.test; dkim=pass header.d=example.com']).verified).toBe(true);
  });

  it('does not pass over a header of ours it cannot read for one below it', () => {
    expect(
      check([
        'mx.storyvault.test 2; dmarc=fail header.from=example.com',
        'mx.storyvault.test; dmarc=pass header.from=example.com',
      ]),
    ).toEqual({ verified: false, reason: 'its Authentication-Results could not be read' });
  });

  it('takes any of several configured authserv-ids, in any case', () => {
    expect(
      checkSender(['MX2.Provider.example; dmarc=pass header.from=Example.COM'], 'Rose@Example.com', [
        'mx1.provider.example',
        'mx2.provider.example',
      ]).verified,
    ).toBe(true);
  });
});
