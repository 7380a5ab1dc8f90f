import { ManualClock } from '@storyvault/api/shared/time/clock';
import { archiveOfRose, startTestApp, TestApp, unzip, ZIP_VIEWER_STORIES } from '@storyvault/api-testing';
import { SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PUBLIC_URL = 'http://stories.example.com';

/**
 * The archive's pages for people: index.html lists every story with its dates and holds an
 * offline search; each story's page shows its photos, plays its recording and lists its
 * comments; every link is relative and found in the archive, nothing points to the internet, and
 * a story's words are shown, never run.
 */
describe('keepsakes: the archive opens in a browser', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let dataDir: string;
  let entries: Awaited<ReturnType<typeof unzip>>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    dataDir = mkdtempSync(join(tmpdir(), 'zip-viewer-e2e-'));
    const clock = new ManualClock(new Date('2026-05-04T08:00:00Z'));
    t = await startTestApp({
      clock,
      worker: true,
      env: { SMTP_URL: smtp.url, PUBLIC_URL, DATA_DIR: dataDir, JOBS_POLL_SECONDS: '1' },
    });
    entries = await unzip((await archiveOfRose(t, smtp, clock, PUBLIC_URL)).zip);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const text = (name: string) => entries.get(name)!.bytes.toString('utf8');
  /** Every src and href of a page, as a path in the archive (relative to the page's folder). */
  const linksOf = (page: string, folder: string) =>
    [...text(page).matchAll(/\b(?:src|href)="([^"]*)"/g)].map(([, url]) => {
      const parts = (folder ? `${folder}/${url}` : url).split('/').map(decodeURIComponent);
      const out: string[] = [];
      for (const part of parts)
        if (part === '..') out.pop();
        else out.push(part);
      return out.join('/');
    });

  it('lists every story in order with its dates, each linked to its page in the archive', () => {
    const index = text('index.html');
    expect(index).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(index).toContain('<h1>Rose Smith&#39;s Story Collection</h1>');
    const titles = [
      ...index.matchAll(/<li id="story-[^"]+"><a href="([^"]+)">([^<]*)<\/a><span class="dates">([^<]*)</g),
    ];
    expect(titles.map(([, href]) => href)).toEqual([
      expect.stringMatching(/^stories\/001-.+\.html$/),
      expect.stringMatching(/^stories\/002-.+\.html$/),
    ]);
    expect(titles[0][3]).toMatch(/^1962 · Told on [A-Z][a-z]+ \d{1,2}, 2026$/);
    expect(titles[1][3]).toMatch(/^Told on [A-Z][a-z]+ \d{1,2}, 2026$/);
    for (const link of linksOf('index.html', '')) expect(entries.has(link)).toBe(true);
    expect(index).toMatch(/<label for="search">Search the stories<\/label>\s*<input id="search" type="search"/);
    // The search index: folded words (no accents), its "<" escaped so that no story closes the script.
    const json = /<script type="application\/json" id="search-index">(.*?)<\/script>/s.exec(index)![1];
    const search: Array<{ id: string; words: string }> = JSON.parse(json);
    expect(search).toHaveLength(2);
    expect(search[0].words).toContain('kovacs');
    expect(search[0].words).toContain('i remember that boat');
    expect(json).not.toContain('<');
  });

  it("shows a story's words escaped, its photos, its recording and its comments, from files in the archive", () => {
    const name = [...entries.keys()].find((n) => /^stories\/001-.+\.html$/.test(n))!;
    const page = text(name);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>The lake at Balaton</h1>');
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&lt;script&gt;alert(&quot;boo&quot;)&lt;/script&gt;');
    expect(page).toContain('Kovács');
    expect(page).toMatch(/<img src="\.\.\/media\/001-lake\.jpg" alt="The lake at Balaton \(1962\)"/);
    expect(page).toMatch(/<audio controls[^>]*><source src="\.\.\/media\/001-my%20voice\.wav" type="audio\/wav">/);
    expect(page).toContain('<h2>Comments</h2>');
    expect(page).toMatch(/<strong>Ann Smith<\/strong>.*I remember that boat!/);
    expect(page).toContain('<a href="../index.html">');
    const links = linksOf(name, 'stories');
    expect(links).toEqual(expect.arrayContaining(['media/001-lake.jpg', 'media/001-my voice.wav', 'index.html']));
    for (const link of links) expect(entries.has(link)).toBe(true);
    // The page the second story has is the same kind; its title is escaped too.
    const second = [...entries.keys()].find((n) => /^stories\/002-.+\.html$/.test(n))!;
    expect(text(second)).toContain(ZIP_VIEWER_STORIES[1].split('.')[0]);
  });

  it('points nowhere outside the archive and tells where to start', () => {
    for (const name of entries.keys())
      if (name.endsWith('.html')) {
        expect(text(name)).not.toMatch(/https?:\/\//i);
        expect(text(name)).not.toMatch(/(?:src|href)="\/\//);
      }
    expect(text('README.txt')).toMatch(/open index\.html/);
    expect(entries.has('stories.json')).toBe(true);
    expect([...entries.keys()].filter((n) => n.endsWith('.md'))).toHaveLength(2);
  });
});
