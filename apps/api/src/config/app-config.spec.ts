import express from 'express';
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

  it('points links at this machine on PORT when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '3300' }).link('/signin')).toBe('http://localhost:3300/signin');
    expect(loadConfig({ PORT: '0' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3300', PUBLIC_URL: 'https://stories.example.com' }).PUBLIC_URL).toBe(
      'https://stories.example.com',
    );
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

  it.each([
    ['', false],
    ['false', false],
    ['FALSE', false],
    ['true', true],
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['loopback, linklocal,uniquelocal', ['loopback', 'linklocal', 'uniquelocal']],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8,172.16.0.0/12', ['10.0.0.0/8', '172.16.0.0/12']],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
    ['::1', ['::1']],
    ['fd00::/8, 192.168.1.1', ['fd00::/8', '192.168.1.1']],
  ])('reads TRUST_PROXY=%j as %j, a setting express takes', (value, parsed) => {
    const config = loadConfig({ TRUST_PROXY: value });
    expect(config.trustProxy).toEqual(parsed);
    expect(() => express().set('trust proxy', config.trustProxy)).not.toThrow();
  });

  it('reads TRUST_PROXY=0 as trusting no proxy, like an empty value', () => {
    const app = express().set('trust proxy', loadConfig({ TRUST_PROXY: '0' }).trustProxy);
    const trust = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(false);
  });

  it.each([
    'yes',
    'on',
    '-1',
    '1.5',
    'false,true',
    '10.0.0.256',
    '10.0.0.0/33',
    '10.0.0.0/0',
    '::1/129',
    '10.0.0.0/255.0.255.0',
    'fd00::/ffff::',
    '10.0.0.1,',
    'localhost',
    'Loopback',
    '127.1',
  ])('stops on TRUST_PROXY=%j and names it', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY=${JSON.stringify(value)}: TRUST_PROXY must be a hop count (e.g. 1), true, false, or comma-separated IP addresses, CIDR ranges or loopback, linklocal, uniquelocal`,
    );
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

  it('keeps media on disk by default, and in an S3 bucket when told, with the settings it needs', () => {
    expect(loadConfig({}).MEDIA_STORE).toBe('disk');
    const s3 = loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'family-media' });
    expect([s3.S3_REGION, s3.s3PathStyle]).toEqual(['us-east-1', false]);
    const minio = loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000' });
    expect(minio.s3PathStyle).toBe(true);
    expect(loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).s3PathStyle).toBe(false);
    const wrong = inspectConfig({
      MEDIA_STORE: 's3',
      S3_FORCE_PATH_STYLE: 'maybe',
      S3_ACCESS_KEY_ID: 'AKIA123',
    });
    expect(wrong.problems.map((p) => p.text)).toEqual([
      'S3_FORCE_PATH_STYLE="maybe": S3_FORCE_PATH_STYLE must be true or false',
      'S3_BUCKET: required when MEDIA_STORE=s3',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    ]);
    expect(inspectConfig({ MEDIA_STORE: 'ftp' }).problems[0].variable).toBe('MEDIA_STORE');
    expect(inspectConfig({ S3_BUCKET: 'Bad_Bucket' }).problems[0].text).toMatch(/S3_BUCKET must be a bucket name/);
  });
});
