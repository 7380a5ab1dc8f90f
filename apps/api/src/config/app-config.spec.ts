import { ConfigError, inspectConfig, loadConfig } from './app-config';

describe('configuration', () => {
  it('has embedded defaults for everything', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.link('/reset-password/x')).toBe('http://localhost:3000/reset-password/x');
  });

  it('reads PORT and PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '8080', PUBLIC_URL: 'https://stories.example.com/' });
    expect(config.PORT).toBe(8080);
    expect(config.link('/signin')).toBe('https://stories.example.com/signin');
    expect(config.publicOrigin).toBe('https://stories.example.com');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SMTP_URL', 'http://mail'],
    ['DATABASE_URL', 'not-a-url'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
  ])('stops on a bad %s and names it', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`${variable}=`));
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).isProduction).toBe(true);
  });

  it('lists every problem with its variable, for the doctor, without stopping', () => {
    const { config, problems } = inspectConfig({
      NODE_ENV: 'production',
      PORT: 'abc',
      STRIPE_SECRET_KEY: 'sk_test_123',
    });
    expect(problems.map((p) => p.variable)).toEqual([
      'PORT',
      'SESSION_SECRET',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_ANNUAL',
      'STRIPE_PRICE_MONTHLY',
    ]);
    expect(problems[0].text).toMatch(/^PORT="abc": .*PORT must be an integer number/);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(inspectConfig({}).problems).toEqual([]);
  });
});
