import { freePort } from '@storyvault/testing';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { gzipSync } from 'node:zlib';
import { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { accessibilityViolations, launchChromium } from './browser';

/** What `/` may download in script, gzipped (the landing page hydrates without the full app). */
const LANDING_SCRIPT_BUDGET_BYTES = 90 * 1024;
/** Strings found only in react-admin's and MUI's code. */
const HEAVY_MARKERS = ['ra.action.', 'ra.navigation.', 'MuiButtonBase', 'MuiPaper'];

function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/**
 * The prerendered landing and about pages and the funnel's first steps, in Debian's Chromium
 * against the real app (built web pages, api, PostgreSQL).
 */
describe('public pages in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ env: { PUBLIC_URL: base }, listen: true, port });
    browser = await launchChromium();
    // bypassCSP only so axe can be injected; the last test runs the pages under the real policy.
    context = await browser.newContext({ bypassCSP: true, viewport: { width: 360, height: 740 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function expectAccessible(what: string) {
    expect({ what, violations: await accessibilityViolations(page) }).toEqual({ what, violations: [] });
  }

  /** The scripts a visit to `path` downloads, once the page has settled. */
  async function scriptsLoadedAt(path: string): Promise<string[]> {
    const scripts: string[] = [];
    const onResponse = (response: { url(): string; request(): { resourceType(): string } }) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    };
    page.on('response', onResponse);
    try {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    } finally {
      page.off('response', onResponse);
    }
    return scripts;
  }

  /** Fails on any script that is the dashboard's chunk or carries react-admin or MUI code. */
  async function expectNoHeavyScripts(scripts: string[]): Promise<void> {
    expect(scripts.filter((url) => url.includes('DashboardPage'))).toEqual([]);
    for (const url of scripts) {
      const body = await (await fetch(url)).text();
      for (const marker of HEAVY_MARKERS) {
        expect({ url, marker, found: body.includes(marker) }).toEqual({ url, marker, found: false });
      }
    }
  }

  it('puts the content and the FAQ structured data in the HTML itself, before any script runs', async () => {
    const landing = await fetch(`${base}/`);
    const html = await landing.text();
    expect(landing.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Preserve Your Parent’s Life Stories Before They Fade<\/h1>/);
    expect(html).toContain("<title>StoryVault - Preserve Your Parent's Life Stories</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    for (const heading of ['Why It Matters', 'How It Works', 'Frequently Asked Questions']) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
    expect(html).toContain('id="how-it-works"');
    expect(html).toContain('id="faq"');
    const [faq] = structuredData(html);
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(4);

    // The static server answers /about from about/index.html (by way of its trailing-slash redirect).
    const about = await fetch(`${base}/about`);
    const aboutHtml = await about.text();
    expect(about.status).toBe(200);
    expect(aboutHtml).toMatch(/<h1[^>]*>StoryVault - Preserve Your Parent&#x27;s Life Story<\/h1>/);
    expect(aboutHtml).toContain("<title>StoryVault - Preserve Your Parent's Life Story</title>");
    for (const heading of ['Our Mission', 'Why We Built It', 'Who It&#x27;s For']) {
      expect(aboutHtml).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }

    // The library's size is the real one (152 questions, claimed as "over 150").
    expect(html).toContain('Choose from our library of over 150 thoughtful questions');
    const privacy = await fetch(`${base}/privacy`);
    const privacyHtml = await privacy.text();
    expect(privacy.status).toBe(200);
    expect(privacyHtml).toContain('<title>StoryVault - Privacy Policy</title>');
    expect(privacyHtml).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
  });

  it('hydrates / with a small script and none of react-admin or MUI', async () => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
    const scripts = await scriptsLoadedAt('/');

    await expectNoHeavyScripts(scripts);
    let gzipped = 0;
    for (const url of scripts) gzipped += gzipSync(await (await fetch(url)).text()).length;
    expect(gzipped).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_BYTES);

    // Hydrated: the FAQ answers clicks, one answer at a time.
    const install = page.getByRole('button', { name: 'Does my parent need to install anything?' });
    const cost = page.getByRole('button', { name: 'How much does StoryVault cost?' });
    await install.click();
    await expect(install.getAttribute('aria-expanded')).resolves.toBe('true');
    await cost.click();
    await expect(cost.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(install.getAttribute('aria-expanded')).resolves.toBe('false');
    await expectAccessible('/ with an answer open');
    expect(problems).toEqual([]);
  });

  it.each([
    ['/signin', 'SignInPage'],
    ['/about', 'AboutPage'],
  ])('loads no dashboard, react-admin or MUI chunk at %s', async (path, pageChunk) => {
    const scripts = await scriptsLoadedAt(path);
    // The page's own lazy chunk came, so the app had settled on the page being checked.
    expect(scripts.some((url) => url.includes(pageChunk))).toBe(true);
    await expectNoHeavyScripts(scripts);
  });

  it('gets the pages, the fallback page of the app and their scripts and styles compressed', async () => {
    const sent: Array<{ url: string; encoding: string | undefined }> = [];
    // A context of its own: nothing in its cache, so every file comes over the wire (a revalidated
    // page would come back as a 304, whose headers name no encoding).
    const fresh = await browser.newContext();
    const tab = await fresh.newPage();
    for (const path of ['/', '/about/', '/signin']) {
      const responses: Response[] = [];
      const onResponse = (response: Response) => {
        const kind = response.request().resourceType();
        if (['document', 'script', 'stylesheet'].includes(kind) && response.url().startsWith(base)) {
          responses.push(response);
        }
      };
      tab.on('response', onResponse);
      try {
        await tab.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      } finally {
        tab.off('response', onResponse);
      }
      for (const response of responses) {
        // A redirect has no body; files under 1 kB get no compressed copy (apps/web/scripts/precompress.mjs).
        if (response.status() !== 200 || (await response.body()).length < 1024) continue;
        sent.push({ url: response.url(), encoding: (await response.allHeaders())['content-encoding'] });
      }
    }
    await fresh.close();
    expect(sent.length).toBeGreaterThan(3);
    // Which of the two depends on what the browser accepts (Chromium here takes brotli).
    expect(sent.filter(({ encoding }) => encoding !== 'br' && encoding !== 'gzip')).toEqual([]);
  });

  it('subscribes to the newsletter, solving the proof-of-work challenge once the server asks for one', async () => {
    const answered: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter') && request.postData()?.includes('"nonce"')) {
        answered.push(request.postData()!);
      }
    });
    const email = page.getByLabel('Your email address');
    // The server asks for a challenge after a few sign-ups from one address.
    for (let i = 1; i <= 4; i++) {
      await page.goto(`${base}/`);
      await email.fill(`reader${i}@example.com`);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText('Thank you for subscribing!').waitFor({ timeout: 30_000 });
    }
    await page.goto(`${base}/`);
    await email.fill('reader1@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert').textContent({ timeout: 30_000 })).resolves.toBe(
      'This email is already subscribed.',
    );
    // The fourth and fifth sign-ups went through only with a solved challenge.
    expect(answered).toHaveLength(2);
  }, 120_000);

  it('has no serious accessibility problems on the public pages and the funnel', async () => {
    await page.goto(`${base}/`);
    await expectAccessible('/');
    await page.goto(`${base}/about`);
    await page.getByRole('heading', { level: 1, name: "StoryVault - Preserve Your Parent's Life Story" }).waitFor();
    await expectAccessible('/about');

    // The footer's privacy link leads to a real page: what is kept, who sees it, export and deletion.
    await page.goto(`${base}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/privacy');
    for (const heading of ['What we keep', 'Who can see it', 'Taking your stories with you', 'Deleting your data'])
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    expect(await page.getByRole('link', { name: 'support@storyvault.app' }).count()).toBeGreaterThan(0);
    await expectAccessible('/privacy');

    await page.goto(`${base}/get-started`);
    await page.getByRole('button', { name: 'Continue - Almost There' }).waitFor();
    // The landing page's HTML (the server's fallback) was replaced, not shown alongside.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectAccessible('/get-started');
    await page.getByRole('button', { name: 'Continue - Almost There' }).click();
    await page.getByText('Name is required').waitFor();
    await expectAccessible('/get-started with its validation messages');

    await page.evaluate(() => {
      sessionStorage.setItem('leadId', '1');
      sessionStorage.setItem('leadEmail', 'ann@example.com');
      sessionStorage.setItem('leadName', 'Ann');
    });
    await page.goto(`${base}/get-started/step2`);
    await page.getByRole('heading', { name: 'Welcome, Ann!' }).waitFor();
    await expectAccessible('/get-started/step2');
  });

  it('takes a new visitor from step 1 to the plan choice against the real api', async () => {
    await page.goto(`${base}/get-started`);
    await page.getByLabel('Your Name').fill('Bea Jones');
    await page.getByLabel('Email Address').fill('bea@example.com');
    await page.getByRole('button', { name: 'Continue - Almost There' }).click();
    await page.waitForURL(`${base}/get-started/step2`);
    await page.getByRole('heading', { name: 'Welcome, Bea Jones!' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('leadEmail'))).toBe('bea@example.com');
  });

  it('lets a signed-in trial user subscribe through the TEST MODE checkout on /subscribe', async () => {
    const registered = await page.request.post(`${base}/api/register`, {
      data: { name: 'Dee Park', email: 'dee@example.com', password: 'Str0ng!pass' },
    });
    expect(registered.status()).toBe(200);
    await page.goto(`${base}/subscribe`);
    await page.getByRole('radio', { name: /Monthly/ }).check();
    await expectAccessible('/subscribe');
    await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
    await page.getByRole('button', { name: 'Complete test payment' }).click();

    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/subscribe');
    const me = await (await page.request.get(`${base}/api/me`)).json();
    expect(me).toEqual({ name: 'Dee Park', email: 'dee@example.com', hasFullAccess: true });
  });

  it('runs / and /about under the real content security policy without errors', async () => {
    const strict = await browser.newPage();
    const problems: string[] = [];
    strict.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
    strict.on('pageerror', (error) => problems.push(error.message));
    for (const path of ['/', '/about', '/privacy']) {
      await strict.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    }
    await strict.close();
    expect(problems).toEqual([]);
  });
});
