import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { IngestInboundMessage } from '@storyvault/api/modules/inbound/inbound.public';
import { IssueListenLinks } from '@storyvault/api/modules/keepsakes/application/listen-links.use-cases';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { StoryView, VaultQuestionView, VaultView } from '@storyvault/contracts';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import {
  buildEmail,
  decodableJpeg,
  jpegImage,
  linksIn,
  pcmWav,
  signedInOwner,
  SmtpTestServer,
  startSmtpTestServer,
} from '@storyvault/testing';
import { randomUUID } from 'node:crypto';
import { ParsedMail } from 'mailparser';
import request, { Response, Test } from 'supertest';
import { DataSource } from 'typeorm';

/**
 * The security matrix. Every /api endpoint, read from the OpenAPI document and from the router
 * (so an endpoint kept out of the document is found too), must be classified in ENDPOINTS
 * below: public, token (the emailed answer link) or owner. Each class is then held to its rules
 * on every endpoint: signed out, with another owner's ids, with junk ids, with wrong bodies,
 * from another site; plus the headers of every answer and page, the session cookie's flags,
 * and the tokens that stand in for a password. Every vault endpoint names the permission it
 * takes, and is tried by a signed-in stranger (404) and by a viewer of the vault (200 on reads,
 * 403 on the rest).
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PASSWORD = 'Str0ng!pass';
const PUBLIC_URL = 'http://stories.example.com';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
// An answer link tells when its question was answered (or null), and nothing more about the vault.
const ANSWERED_AT = {
  asymmetricMatch: (value: unknown) =>
    value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value))),
  toString: () => 'null or a date',
};
/** Every private thing of the first owner carries this word, so a leak anywhere is found by a search. */
const SECRET = 'quillfeather';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Client = ReturnType<typeof request.agent>;
type Access = 'public' | 'token' | 'owner';
/**
 * What a vault endpoint takes of the vault policy (docs/decisions/0034-vault-members-and-permissions.md); a viewer
 * has `read` (and `comment`).
 */
type Permission = 'read' | 'comment' | 'suggest' | 'addPhotos' | 'curate' | 'manage';
const VIEWER_REFUSAL = 'You do not have permission to do this in this vault.';

interface OwnerFixture {
  agent: Client;
  email: string;
  vaultId: string;
  vault: VaultView;
  /** questionIds of the queue, in order, as last read. */
  queue: string[];
}

interface Fixture {
  a: OwnerFixture;
  b: OwnerFixture;
  tokenA: string;
  tokenB: string;
  questionTextA: string;
  questionTextB: string;
  customQuestionA: string;
  writtenStoryA: string;
  voiceStoryA: string;
  /** A printed book of the first owner's (an export id) with a listen link to the voice story. */
  bookA: string;
  photoStoryA: string;
  photoA: string;
  svgPhotoA: string;
  /** A photo the first owner added to their photo story. */
  addedPhotoA: string;
  /** A photo question in the first owner's queue (its questionId). */
  photoQuestionA: string;
  /** Two photo questions waiting for the first owner, as a contributor's do. */
  waitingPhotoQuestionsA: [string, string];
  writtenStoryB: string;
  /** The first owner's comment on their written story, and two open suggestions in their vault. */
  commentA: string;
  suggestionsA: [string, string];
  /** An archive (zip) the first owner asked for: queued, as no worker runs here. */
  exportA: string;
  /** A library question in neither queue. */
  spareQuestion: string;
  /** The signed-out browser that captured the lead. */
  visitor: Client;
  /** A signed-in user with no vault of theirs and no membership. */
  stranger: Client;
  /** A signed-in user made a viewer of the first owner's vault (a vault_members row). */
  viewer: Client;
  /** People invited to the first owner's vault: one to change and resend, one to remove. */
  memberA: string;
  spareMemberA: string;
  /** The join link's token of an invitation nobody touches, and of one already used. */
  invitationToken: string;
  usedInvitationToken: string;
  leadId: number;
  checkoutId: string;
}

/** One request: a JSON body, the voice page's multipart form, or a photo for a story. */
interface Call {
  path: string;
  body?: Record<string, unknown>;
  multipart?: { token: string; audio: Buffer };
  photo?: Buffer;
}

interface Outcome {
  status: number;
  code?: string;
  check?: (res: Response, f: Fixture) => void;
}

interface Endpoint {
  access: Access;
  /** The call as its rightful user makes it: the first owner's own ids, a valid body. */
  call: (f: Fixture) => Call;
  /** Public and token endpoints: what anyone gets, signed out. Owner endpoints: what the owner gets. */
  outcome: Outcome;
  /** The JSON fields the endpoint validates, when they are not call().body (multipart); null: it reads no DTO. */
  fields?: (f: Fixture) => Record<string, unknown> | null;
  /** Public endpoints that serve one browser only: that browser (by default, any caller). */
  client?: (f: Fixture) => Client;
  /** Owner endpoints with ids in the path: the same call by the second owner on the first owner's ids. */
  foreign?: (f: Fixture) => Call;
  /** Vault endpoints: the permission the call takes. */
  permission?: Permission;
  /** The same route called another way (a query that changes what it answers), held to the same rules. */
  variants?: Record<string, Omit<Endpoint, 'access' | 'variants'>>;
}

let unique = 0;
const fresh = (what: string) => `${what}-${++unique}-${Date.now()}@example.com`;

const vaultBody = (v: VaultView) => ({
  seniorName: v.seniorName,
  seniorEmail: v.seniorEmail,
  seniorPhone: v.seniorPhone,
  deliveryMethod: v.deliveryMethod,
  frequency: v.frequency,
  sendIntroEmail: v.sendIntroEmail,
  isSetupComplete: v.isSetupComplete,
  sendWeekday: v.sendWeekday,
  timeZone: v.timeZone,
  language: v.language,
});
const reorderBody = (queue: string[]) => ({
  questionOrders: queue.map((questionId, index) => ({ questionId, order: index + 1 })),
});

const ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/health': {
    access: 'public',
    call: () => ({ path: '/api/health' }),
    outcome: { status: 200, check: (res) => expect(res.body.status).toBe('ok') },
  },
  'GET /api/me': {
    access: 'owner',
    call: () => ({ path: '/api/me' }),
    outcome: { status: 200, check: (res, f) => expect(res.body.email).toBe(f.a.email) },
  },
  'POST /api/login': {
    access: 'public',
    call: (f) => ({ path: '/api/login', body: { email: f.a.email, password: PASSWORD } }),
    outcome: { status: 200, check: (res, f) => expect(res.body.user.email).toBe(f.a.email) },
  },
  'POST /api/register': {
    access: 'public',
    call: () => ({
      path: '/api/register',
      body: { name: 'New Person', email: fresh('new'), password: PASSWORD, language: 'de' },
    }),
    outcome: { status: 200, check: (res) => expect(res.body.user.name).toBe('New Person') },
  },
  'POST /api/logout': {
    access: 'public',
    call: () => ({ path: '/api/logout' }),
    outcome: { status: 204 },
  },
  'POST /api/auth/password-reset/request': {
    access: 'public',
    call: () => ({ path: '/api/auth/password-reset/request', body: { email: fresh('nobody') } }),
    outcome: {
      status: 200,
      check: (res) =>
        expect(res.body).toEqual({ message: 'If this email exists, a password reset link has been sent.' }),
    },
  },
  'POST /api/auth/password-reset/confirm': {
    access: 'public',
    call: () => ({
      path: '/api/auth/password-reset/confirm',
      body: { token: 'A'.repeat(43), newPassword: 'a new password' },
    }),
    outcome: { status: 400, code: 'INVALID_RESET_TOKEN' },
  },
  // Called with a wrong current password: the owner's answer without changing the account the matrix uses.
  'POST /api/account/email': {
    access: 'owner',
    call: () => ({ path: '/api/account/email', body: { newEmail: fresh('moved'), password: 'not the password' } }),
    outcome: { status: 403, code: 'WRONG_PASSWORD' },
  },
  'POST /api/account/email/confirm': {
    access: 'public',
    call: () => ({ path: '/api/account/email/confirm', body: { token: 'A'.repeat(43) } }),
    outcome: { status: 400, code: 'INVALID_EMAIL_CHANGE_LINK' },
  },
  'POST /api/account/password': {
    access: 'owner',
    call: () => ({
      path: '/api/account/password',
      body: { currentPassword: 'not the password', newPassword: 'a new password' },
    }),
    outcome: { status: 403, code: 'WRONG_PASSWORD' },
  },
  'POST /api/account/delete': {
    access: 'owner',
    call: () => ({ path: '/api/account/delete', body: { password: 'not the password' } }),
    outcome: { status: 403, code: 'WRONG_PASSWORD' },
  },
  'POST /api/newsletter': {
    access: 'public',
    call: () => ({ path: '/api/newsletter', body: { email: fresh('reader') } }),
    fields: () => ({ email: fresh('reader'), captcha: { challenge: 'c', nonce: '1' } }),
    // Past three sign-ups from one address the answer asks for a solved challenge instead.
    outcome: { status: 200, check: (res) => expect(typeof res.body.ok).toBe('boolean') },
  },
  'GET /api/questions': {
    access: 'owner',
    call: () => ({ path: '/api/questions?language=de' }),
    outcome: { status: 200, check: (res) => expect(res.body.length).toBeGreaterThan(50) },
  },
  'GET /api/questions/prewritten': {
    access: 'owner',
    call: () => ({ path: '/api/questions/prewritten' }),
    outcome: { status: 200, check: (res) => expect(res.body.length).toBeGreaterThan(50) },
  },
  'POST /api/questions': {
    access: 'owner',
    call: () => ({
      path: '/api/questions',
      body: { text: 'What did the Quillfeather garden grow?', isPrewritten: false, category: 'custom' },
    }),
    outcome: { status: 201 },
  },
  'GET /api/vaults': {
    access: 'owner',
    call: () => ({ path: '/api/vaults' }),
    outcome: { status: 200, check: (res, f) => expect(res.body.map((v: VaultView) => v.id)).toEqual([f.a.vaultId]) },
  },
  'POST /api/vaults': {
    access: 'owner',
    call: (f) => ({ path: '/api/vaults', body: vaultBody(f.a.vault) }),
    // A trial owner has one vault.
    outcome: { status: 409, code: 'VAULT_LIMIT' },
  },
  'PUT /api/vaults/{id}': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}`, body: { ...vaultBody(f.a.vault), sendIntroduction: false } }),
    outcome: { status: 200 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}`, body: vaultBody(f.b.vault) }),
  },
  'POST /api/vaults/{id}/resume': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/resume` }),
    // Nothing is paused: resuming changes nothing, and says ok.
    outcome: { status: 200, check: (res) => expect(res.body).toEqual({ ok: true }) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/resume` }),
  },
  // Any member may ask for the book; the archive (every email and file) is the owner's: the
  // calls here are on an archive, so they take `manage`. keepsakes-exports.e2e-spec.ts holds the book.
  'GET /api/vaults/{id}/exports': {
    access: 'owner',
    permission: 'read',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/exports` }),
    outcome: {
      status: 200,
      check: (res, f) => expect(res.body.map((e: { id: string }) => e.id)).toContain(f.exportA),
    },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/exports` }),
  },
  'POST /api/vaults/{id}/exports': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/exports`, body: { format: 'zip' } }),
    fields: () => ({
      format: 'pdf',
      pageSize: 'a4',
      chapters: 'period',
      coverPhotoId: UNKNOWN_ID,
      title: 'Rose',
      storyIds: [UNKNOWN_ID],
    }),
    outcome: { status: 202, check: (res) => expect(res.body).toEqual({ id: expect.any(String), status: 'queued' }) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/exports`, body: { format: 'zip' } }),
  },
  'GET /api/vaults/{id}/exports/{exportId}': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/exports/${f.exportA}` }),
    outcome: { status: 200, check: (res, f) => expect(res.body).toMatchObject({ id: f.exportA, format: 'zip' }) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/exports/${f.exportA}` }),
  },
  'GET /api/vaults/{id}/exports/{exportId}/file': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/exports/${f.exportA}/file` }),
    // Not made yet (no worker runs here): keepsakes-exports.e2e-spec.ts downloads a finished one.
    outcome: { status: 409, code: 'EXPORT_NOT_READY' },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/exports/${f.exportA}/file` }),
  },
  'GET /api/vaults/{id}/stats': {
    access: 'owner',
    permission: 'read',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stats` }),
    outcome: { status: 200 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stats` }),
  },
  'GET /api/vaults/{id}/activities': {
    access: 'owner',
    permission: 'read',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/activities` }),
    outcome: { status: 200 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/activities` }),
  },
  'GET /api/vaults/{id}/questions': {
    access: 'owner',
    // The queue is the owner's: members never see what is coming.
    permission: 'curate',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions` }),
    outcome: { status: 200 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions` }),
  },
  'POST /api/vaults/{id}/questions': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/questions`,
      body: { questionId: f.spareQuestion, order: 9_000_000_000, isCustom: false },
    }),
    outcome: { status: 201 },
    foreign: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/questions`,
      body: { questionId: f.spareQuestion, order: 1, isCustom: false },
    }),
  },
  'PUT /api/vaults/{id}/questions/reorder': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/reorder`, body: reorderBody(f.a.queue) }),
    outcome: { status: 200 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/reorder`, body: reorderBody(f.a.queue) }),
  },
  'DELETE /api/vaults/{id}/questions/{questionId}': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/${f.a.queue.at(-1)}` }),
    outcome: { status: 204 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/${f.a.queue[0]}` }),
  },
  'GET /api/vaults/{id}/stories': {
    access: 'owner',
    permission: 'read',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories` }),
    outcome: { status: 200, check: (res) => expect(res.body.length).toBeGreaterThanOrEqual(3) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories` }),
    variants: {
      'a page (?limit=)': {
        call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories?limit=2` }),
        outcome: {
          status: 200,
          check: (res) => {
            expect(res.body).toHaveLength(2);
            expect(res.headers.link).toMatch(/^<\/api\/vaults\/[^>]+\?limit=2&before=[^>]+>; rel="next"$/);
          },
        },
        foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories?limit=2` }),
      },
      'the next page (?limit=&before=)': {
        call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories?limit=1&before=${f.photoStoryA}` }),
        outcome: {
          status: 200,
          check: (res, f) => expect(res.body.map((s: StoryView) => s.id)).toEqual([f.voiceStoryA]),
        },
        foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories?limit=1&before=${f.photoStoryA}` }),
      },
    },
  },
  // The owner curates a story: the written story is edited, and deleted then restored at once.
  'PATCH /api/vaults/{id}/stories/{storyId}': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}`,
      body: {
        title: 'The Quillfeather lamp',
        fullText: 'The lamp stood by the door.',
        tags: ['lamp'],
        period: '1960s',
      },
    }),
    outcome: {
      status: 200,
      check: (res) => expect(res.body).toMatchObject({ title: 'The Quillfeather lamp', period: '1960s' }),
    },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}`, body: { title: 'Not mine' } }),
  },
  'GET /api/vaults/{id}/stories/{storyId}/revisions': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}/revisions` }),
    outcome: {
      status: 200,
      check: (res, f) => expect(res.body.at(-1)).toMatchObject({ id: f.writtenStoryA, original: true, by: null }),
    },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}/revisions` }),
  },
  'POST /api/vaults/{id}/stories/{storyId}/revisions/{revisionId}/restore': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}/revisions/${f.writtenStoryA}/restore`,
    }),
    outcome: { status: 200, check: (res, f) => expect(res.body.id).toBe(f.writtenStoryA) },
    foreign: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}/revisions/${f.writtenStoryA}/restore`,
    }),
  },
  'DELETE /api/vaults/{id}/stories/{storyId}': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}` }),
    outcome: { status: 204 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}` }),
  },
  'GET /api/vaults/{id}/stories/deleted': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/deleted` }),
    outcome: { status: 200, check: (res) => expect(Array.isArray(res.body)).toBe(true) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/deleted` }),
  },
  'POST /api/vaults/{id}/stories/{storyId}/restore': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}/restore` }),
    outcome: { status: 200, check: (res, f) => expect(res.body.id).toBe(f.writtenStoryA) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}/restore` }),
  },
  // The signed-in person's own settings, whatever the vault: their language.
  'GET /api/notifications': {
    access: 'owner',
    call: () => ({ path: '/api/notifications' }),
    outcome: { status: 200, check: (res) => expect(res.body).toEqual({ language: 'en' }) },
  },
  'PUT /api/notifications': {
    access: 'owner',
    call: () => ({ path: '/api/notifications', body: { language: 'en' } }),
    outcome: { status: 200, check: (res) => expect(res.body).toEqual({ language: 'en' }) },
  },
  'GET /api/billing/standing': {
    access: 'owner',
    call: () => ({ path: '/api/billing/standing' }),
    outcome: { status: 200, check: (res) => expect(res.body).toEqual({ ended: false }) },
  },
  // The owner here never paid: their own billing is empty, and there is nothing to change.
  'GET /api/billing': {
    access: 'owner',
    call: () => ({ path: '/api/billing' }),
    outcome: { status: 200, check: (res) => expect(res.body).toMatchObject({ plan: null, status: null, card: null }) },
  },
  'POST /api/billing/cancel': {
    access: 'owner',
    call: () => ({ path: '/api/billing/cancel' }),
    outcome: { status: 404, code: 'NO_SUBSCRIPTION' },
  },
  'POST /api/billing/resume': {
    access: 'owner',
    call: () => ({ path: '/api/billing/resume' }),
    outcome: { status: 404, code: 'NO_SUBSCRIPTION' },
  },
  'POST /api/billing/switch': {
    access: 'owner',
    call: () => ({ path: '/api/billing/switch', body: { plan: 'monthly' } }),
    outcome: { status: 404, code: 'NO_SUBSCRIPTION' },
  },
  'POST /api/billing/portal': {
    access: 'owner',
    call: () => ({ path: '/api/billing/portal' }),
    outcome: { status: 404, code: 'NO_SUBSCRIPTION' },
  },
  'POST /api/billing/refund': {
    access: 'owner',
    call: () => ({ path: '/api/billing/refund' }),
    outcome: { status: 404, code: 'NO_SUBSCRIPTION' },
  },
  // The owner's answer carries her emails about the family too; a member's only their own choice.
  'GET /api/vaults/{id}/notifications': {
    access: 'owner',
    permission: 'read',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/notifications` }),
    outcome: { status: 200, check: (res) => expect(res.body.notify).toBe('each') },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/notifications` }),
  },
  // Each person's own choice: every member may make it (`read`).
  'PUT /api/vaults/{id}/notifications': {
    access: 'owner',
    permission: 'read',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/notifications`, body: { notify: 'each' } }),
    outcome: { status: 200, check: (res) => expect(res.body.notify).toBe('each') },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/notifications`, body: { notify: 'none' } }),
  },
  // The owner's emails about the family (someone joined, commented, suggested): the owner's alone.
  'PUT /api/vaults/{id}/notifications/owner-emails': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/notifications/owner-emails`,
      body: { joins: true, comments: false, suggestions: true },
    }),
    outcome: {
      status: 200,
      check: (res) => expect(res.body.ownerEmails).toEqual({ joins: true, comments: false, suggestions: true }),
    },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/notifications/owner-emails`, body: { joins: false } }),
  },
  // Comments are read on the voice story, which has none, so the owner and a viewer see the same.
  'GET /api/vaults/{id}/stories/{storyId}/comments': {
    access: 'owner',
    permission: 'read',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.voiceStoryA}/comments` }),
    outcome: { status: 200, check: (res) => expect(res.body).toEqual([]) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}/comments` }),
  },
  'POST /api/vaults/{id}/stories/{storyId}/comments': {
    access: 'owner',
    permission: 'comment',
    call: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}/comments`,
      body: { text: 'The Quillfeather lamp!' },
    }),
    outcome: { status: 201, check: (res) => expect(res.body.author).toEqual({ name: 'Ann Quillfeather' }) },
    foreign: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}/comments`,
      body: { text: 'Not mine to say' },
    }),
  },
  'DELETE /api/vaults/{id}/stories/{storyId}/comments/{commentId}': {
    access: 'owner',
    permission: 'comment',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}/comments/${f.commentA}` }),
    outcome: { status: 204 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}/comments/${f.commentA}` }),
  },
  'POST /api/vaults/{id}/stories/{storyId}/photos': {
    access: 'owner',
    permission: 'addPhotos',
    call: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/stories/${f.photoStoryA}/photos`,
      photo: jpegImage(64, 48, 2_000),
    }),
    outcome: { status: 201, check: (res) => expect(res.body.addedBy).toEqual({ name: 'Ann Quillfeather' }) },
    foreign: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/stories/${f.photoStoryA}/photos`,
      photo: jpegImage(64, 48, 2_000),
    }),
  },
  'POST /api/vaults/{id}/questions/photo': {
    access: 'owner',
    permission: 'addPhotos',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/photo`, photo: decodableJpeg() }),
    fields: () => ({ text: 'Who stood by the Quillfeather lamp?' }),
    outcome: { status: 201, check: (res) => expect(res.body.thumbnailUrl).toMatch(/\/photo\/thumb$/) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/photo`, photo: decodableJpeg() }),
  },
  'GET /api/vaults/{id}/questions/photo/waiting': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/photo/waiting` }),
    outcome: { status: 200, check: (res) => expect(Array.isArray(res.body)).toBe(true) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/photo/waiting` }),
  },
  'POST /api/vaults/{id}/questions/photo/{questionId}/approve': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/photo/${f.waitingPhotoQuestionsA[0]}/approve` }),
    outcome: { status: 201, check: (res) => expect(res.body.thumbnailUrl).toMatch(/\/photo\/thumb$/) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/photo/${f.waitingPhotoQuestionsA[1]}/approve` }),
  },
  'DELETE /api/vaults/{id}/questions/photo/{questionId}': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/photo/${f.waitingPhotoQuestionsA[1]}` }),
    outcome: { status: 204 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/photo/${f.waitingPhotoQuestionsA[1]}` }),
  },
  'GET /api/vaults/{id}/questions/{questionId}/photo/{size}': {
    access: 'owner',
    permission: 'read',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/${f.photoQuestionA}/photo/thumb` }),
    outcome: { status: 200, check: (res) => expect(res.headers['content-type']).toBe('image/jpeg') },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/questions/${f.photoQuestionA}/photo/thumb` }),
  },
  'DELETE /api/vaults/{id}/stories/{storyId}/photos/{photoId}': {
    access: 'owner',
    permission: 'addPhotos',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.photoStoryA}/photos/${f.addedPhotoA}` }),
    outcome: { status: 204 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/stories/${f.photoStoryA}/photos/${f.addedPhotoA}` }),
  },
  'POST /api/vaults/{id}/suggestions': {
    access: 'owner',
    permission: 'suggest',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/suggestions`, body: { text: 'Who lit the Quillfeather lamp?' } }),
    outcome: { status: 201 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/suggestions`, body: { text: 'Not my vault?' } }),
  },
  'GET /api/vaults/{id}/suggestions': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/suggestions` }),
    outcome: { status: 200 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/suggestions` }),
  },
  'POST /api/vaults/{id}/suggestions/{suggestionId}/accept': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/suggestions/${f.suggestionsA[0]}/accept`,
      body: { placement: 'last' },
    }),
    outcome: { status: 201, check: (res) => expect(res.body.isCustom).toBe(true) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/suggestions/${f.suggestionsA[1]}/accept` }),
  },
  'DELETE /api/vaults/{id}/suggestions/{suggestionId}': {
    access: 'owner',
    permission: 'curate',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/suggestions/${f.suggestionsA[1]}` }),
    outcome: { status: 204 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/suggestions/${f.suggestionsA[1]}` }),
  },
  'GET /api/stories/{id}/audio': {
    access: 'owner',
    permission: 'read',
    call: (f) => ({ path: `/api/stories/${f.voiceStoryA}/audio` }),
    outcome: { status: 200, check: (res) => expect(res.headers['content-type']).toBe('audio/wav') },
    foreign: (f) => ({ path: `/api/stories/${f.voiceStoryA}/audio` }),
  },
  'GET /api/stories/{id}/photos/{photoId}': {
    access: 'owner',
    permission: 'read',
    call: (f) => ({ path: `/api/stories/${f.photoStoryA}/photos/${f.photoA}` }),
    outcome: { status: 200, check: (res) => expect(res.headers['content-type']).toBe('image/jpeg') },
    foreign: (f) => ({ path: `/api/stories/${f.photoStoryA}/photos/${f.photoA}` }),
  },
  'GET /api/respond/question': {
    access: 'token',
    call: (f) => ({ path: `/api/respond/question?token=${f.tokenA}` }),
    outcome: {
      status: 200,
      check: (res, f) =>
        expect(res.body).toEqual({
          question: f.questionTextA,
          seniorFirstName: 'Rosalind',
          ownerFirstName: 'Ann',
          language: 'en',
          answeredAt: ANSWERED_AT,
        }),
    },
  },
  // The answer pages' photo: the token's question is no photo question (photo-questions.e2e-spec.ts serves one).
  'GET /api/respond/photo': {
    access: 'token',
    call: (f) => ({ path: `/api/respond/photo?token=${f.tokenA}` }),
    outcome: { status: 404, code: 'PHOTO_NOT_FOUND' },
  },
  'POST /api/respond/text': {
    access: 'token',
    call: (f) => ({
      path: '/api/respond/text',
      body: { token: f.tokenA, text: 'Another memory of the lamp.', sendId: randomUUID() },
    }),
    outcome: { status: 201, check: (res) => expect(res.body).toEqual({ ok: true }) },
  },
  // The first question is answered: skipping it changes nothing, and says why.
  'POST /api/respond/skip': {
    access: 'token',
    call: (f) => ({ path: '/api/respond/skip', body: { token: f.tokenA } }),
    outcome: {
      status: 200,
      check: (res) => expect(res.body).toMatchObject({ outcome: 'answered', nextQuestionSent: false }),
    },
  },
  'POST /api/respond/voice': {
    access: 'token',
    call: (f) => ({
      path: '/api/respond/voice',
      multipart: { sendId: randomUUID(), token: f.tokenA, audio: pcmWav() },
    }),
    fields: (f) => ({ token: f.tokenA, sendId: randomUUID() }),
    outcome: { status: 201, check: (res) => expect(res.body).toEqual({ ok: true }) },
  },
  // The stop-emails link of new-story emails: a signed token of its own (the matrix's tokens are answer links).
  'GET /api/notifications/unsubscribe': {
    access: 'public',
    call: () => ({ path: `/api/notifications/unsubscribe?token=${'A'.repeat(64)}` }),
    outcome: { status: 404, code: 'INVALID_UNSUBSCRIBE_LINK' },
  },
  'POST /api/notifications/unsubscribe': {
    access: 'public',
    call: () => ({ path: `/api/notifications/unsubscribe?token=${'A'.repeat(64)}` }),
    // Mail programs post a fixed form (RFC 8058); nothing in a body is read.
    outcome: { status: 404, code: 'INVALID_UNSUBSCRIBE_LINK' },
  },
  // A printed book's listen links: a token of their own (listen-links.e2e-spec.ts opens a real one).
  'GET /api/listen/{token}': {
    access: 'public',
    call: () => ({ path: `/api/listen/${'A'.repeat(16)}` }),
    outcome: { status: 404, code: 'LISTEN_LINK_NOT_FOUND' },
  },
  'GET /api/listen/{token}/audio': {
    access: 'public',
    call: () => ({ path: `/api/listen/${'A'.repeat(16)}/audio` }),
    outcome: { status: 404, code: 'LISTEN_LINK_NOT_FOUND' },
  },
  // The senior's choice about an unclear reply: a token of its own (reply-choice.e2e-spec.ts makes a real one).
  'GET /api/choice/{token}': {
    access: 'public',
    call: () => ({ path: `/api/choice/${'A'.repeat(32)}` }),
    outcome: { status: 404, code: 'INVALID_LINK' },
  },
  'POST /api/choice/{token}': {
    access: 'public',
    call: () => ({ path: `/api/choice/${'A'.repeat(32)}`, body: { choice: 'story' } }),
    outcome: { status: 404, code: 'INVALID_LINK' },
  },
  // The first owner's printed books whose links still play (the book above, until it is revoked).
  'GET /api/vaults/{id}/listen-books': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/listen-books` }),
    outcome: {
      status: 200,
      check: (res, f) =>
        expect(res.body.map((b: { exportId: string }) => b.exportId).filter((id: string) => id !== f.bookA)).toEqual(
          [],
        ),
    },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/listen-books` }),
  },
  // A book of the first owner's with a listen link to their voice story: revoked once, then none left.
  'POST /api/vaults/{id}/exports/{exportId}/revoke-links': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/exports/${f.bookA}/revoke-links` }),
    outcome: { status: 200, check: (res) => expect([0, 1]).toContain(res.body.revoked) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/exports/${f.bookA}/revoke-links` }),
  },
  'POST /api/capture-lead': {
    access: 'public',
    call: () => ({ path: '/api/capture-lead', body: { name: 'Lee Lead', email: fresh('lead') } }),
    outcome: { status: 200, check: (res) => expect(res.body.leadId).toEqual(expect.any(Number)) },
  },
  'POST /api/create-checkout': {
    access: 'public',
    call: (f) => ({ path: '/api/create-checkout', body: { leadId: f.leadId, planType: 'annual' } }),
    client: (f) => f.visitor,
    outcome: { status: 200, check: (res) => expect(res.body.checkoutUrl).toMatch(/^http/) },
  },
  'POST /api/verify-payment': {
    access: 'public',
    call: () => ({ path: '/api/verify-payment', body: { sessionId: 'cs_test_unknown', email: 'a@example.com' } }),
    outcome: { status: 200, check: (res) => expect(res.body).toEqual({ success: false, verified: false }) },
  },
  'POST /api/complete-signup': {
    access: 'public',
    call: () => ({
      path: '/api/complete-signup',
      body: { sessionId: 'cs_test_unknown', email: 'a@example.com', password: 'long enough', language: 'es' },
    }),
    outcome: { status: 403, code: 'PAYMENT_NOT_VERIFIED' },
  },
  // Kept out of the OpenAPI document; found in the router.
  'POST /api/billing/webhook': {
    access: 'public',
    call: () => ({ path: '/api/billing/webhook', body: { type: 'checkout.session.completed' } }),
    // The provider's signed bytes, not a DTO.
    fields: () => null,
    outcome: { status: 400, code: 'INVALID_WEBHOOK' },
  },
  'GET /api/billing/test-checkout/{id}': {
    access: 'public',
    call: (f) => ({ path: `/api/billing/test-checkout/${f.checkoutId}` }),
    outcome: { status: 200, check: (res) => expect(res.text).toContain('TEST MODE') },
  },
  'POST /api/billing/test-checkout/{id}/complete': {
    access: 'public',
    call: () => ({ path: '/api/billing/test-checkout/cs_test_local_unknown/complete' }),
    outcome: { status: 404, code: 'CHECKOUT_NOT_FOUND' },
  },
  'POST /api/billing/test-checkout/{id}/cancel': {
    access: 'public',
    call: () => ({ path: '/api/billing/test-checkout/cs_test_local_unknown/cancel' }),
    outcome: { status: 404, code: 'CHECKOUT_NOT_FOUND' },
  },
  // Giving StoryVault, signed out (gifts.e2e-spec.ts pays for one and prints its card).
  'POST /api/gifts': {
    access: 'public',
    call: () => ({
      path: '/api/gifts',
      body: {
        giverName: 'Gil Giver',
        giverEmail: fresh('giver'),
        seniorName: 'Rose',
        seniorEmail: fresh('rose'),
        startDate: new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10),
        message: 'For your stories.',
        planType: 'annual',
        timeZone: 'Europe/London',
      },
    }),
    outcome: { status: 200, check: (res) => expect(res.body.checkoutUrl).toMatch(/^http/) },
  },
  'GET /api/gifts/welcome/{code}': {
    access: 'public',
    call: () => ({ path: `/api/gifts/welcome/${'A'.repeat(32)}` }),
    outcome: { status: 404, code: 'GIFT_NOT_FOUND' },
  },
  // The first owner gave no gift: their list is empty, and a card of an id they do not hold is no one's.
  'GET /api/gifts/mine': {
    access: 'owner',
    call: () => ({ path: '/api/gifts/mine' }),
    outcome: { status: 200, check: (res) => expect(res.body).toEqual([]) },
  },
  'GET /api/gifts/{id}/card': {
    access: 'owner',
    call: () => ({ path: `/api/gifts/${UNKNOWN_ID}/card?size=a5` }),
    outcome: { status: 404, code: 'GIFT_NOT_FOUND' },
    foreign: () => ({ path: `/api/gifts/${UNKNOWN_ID}/card?size=letter` }),
  },
  'GET /api/billing/test-portal/{id}': {
    access: 'public',
    call: () => ({ path: '/api/billing/test-portal/bps_test_local_unknown' }),
    outcome: { status: 404, code: 'CHECKOUT_NOT_FOUND' },
  },
  'POST /api/billing/test-portal/{id}': {
    access: 'public',
    call: () => ({ path: '/api/billing/test-portal/bps_test_local_unknown', body: { brand: 'visa', last4: '4242' } }),
    outcome: { status: 404, code: 'CHECKOUT_NOT_FOUND' },
  },
  'POST /api/vaults/{id}/members': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/members`,
      body: { name: 'Quillfeather Aunt', email: fresh('aunt.quillfeather'), role: 'viewer' },
    }),
    outcome: { status: 201, check: (res) => expect(res.body.status).toBe('invited') },
    foreign: (f) => ({
      path: `/api/vaults/${f.a.vaultId}/members`,
      body: { name: 'Walter Cousin', email: fresh('walter.cousin'), role: 'viewer' },
    }),
  },
  'GET /api/vaults/{id}/members': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/members` }),
    outcome: { status: 200, check: (res, f) => expect(res.body.map((m: { id: string }) => m.id)).toContain(f.memberA) },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/members` }),
  },
  'PATCH /api/vaults/{id}/members/{memberId}': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/members/${f.memberA}`, body: { role: 'contributor' } }),
    outcome: { status: 200, check: (res) => expect(res.body.role).toBe('contributor') },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/members/${f.memberA}`, body: { role: 'viewer' } }),
  },
  'POST /api/vaults/{id}/members/{memberId}/resend': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/members/${f.memberA}/resend` }),
    outcome: { status: 200, check: (res) => expect(res.body.status).toBe('invited') },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/members/${f.memberA}/resend` }),
  },
  'DELETE /api/vaults/{id}/members/{memberId}': {
    access: 'owner',
    permission: 'manage',
    call: (f) => ({ path: `/api/vaults/${f.a.vaultId}/members/${f.spareMemberA}` }),
    outcome: { status: 204 },
    foreign: (f) => ({ path: `/api/vaults/${f.a.vaultId}/members/${f.memberA}` }),
  },
  'GET /api/invitations/{token}': {
    access: 'public',
    call: (f) => ({ path: `/api/invitations/${f.invitationToken}` }),
    outcome: {
      status: 200,
      check: (res) => expect(Object.keys(res.body).sort()).toEqual(['email', 'ownerName', 'role', 'seniorName']),
    },
  },
  'POST /api/invitations/{token}/accept': {
    access: 'public',
    // A used link: joining again is refused, whoever asks.
    call: (f) => ({
      path: `/api/invitations/${f.usedInvitationToken}/accept`,
      body: { name: 'Late Cousin', password: PASSWORD, language: 'nl' },
    }),
    outcome: { status: 410, code: 'INVITATION_GONE' },
  },
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const entries = () =>
  Object.entries(ENDPOINTS).flatMap(([key, endpoint]) => {
    const [method, path] = key.split(' ');
    const row = (k: string, e: Endpoint) => ({ key: k, method: method.toLowerCase() as Method, path, endpoint: e });
    return [
      row(key, endpoint),
      ...Object.entries(endpoint.variants ?? {}).map(([name, v]) =>
        row(`${key}, ${name}`, { permission: endpoint.permission, ...v, access: endpoint.access }),
      ),
    ];
  });
const stateChanging = () => entries().filter((e) => STATE_CHANGING.has(e.method.toUpperCase()));
const withoutCanRemove = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body ?? null), (key, value) => (key === 'canRemove' ? undefined : value));

/** A story's original email (`rawText`) is the owner's alone: members' stories have none. */
const withoutOriginal = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body ?? null), (key, value) => (key === 'rawText' ? undefined : value));

const jsonFields = (e: Endpoint, f: Fixture) => (e.fields ? e.fields(f) : e.call(f).body) ?? null;

function expectErrorBody(res: Response, status: number, what: string): void {
  expect({ what, status: res.status }).toEqual({ what, status });
  expect({ what, type: res.headers['content-type'] }).toEqual({
    what,
    type: expect.stringMatching(/^application\/json/),
  });
  expect({ what, body: res.body }).toEqual({
    what,
    body: expect.objectContaining({ statusCode: status, code: expect.any(String), message: expect.any(String) }),
  });
}

function expectNoSecret(res: Response, what: string): void {
  const text = `${res.text ?? ''} ${JSON.stringify(res.body ?? '')} ${JSON.stringify(res.headers)}`.toLowerCase();
  expect({ what, leaks: text.includes(SECRET) }).toEqual({ what, leaks: false });
}

/** The CSP's directives as a map of name to sources. */
function cspOf(res: Response): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** The headers every answer carries, API and page alike. */
function expectSecurityHeaders(res: Response, what: string, https = false): void {
  const csp = cspOf(res);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  const found = {
    defaultSrc: csp.get('default-src'),
    scriptSrc: scripts,
    scriptSrcAttr: csp.get('script-src-attr'),
    objectSrc: csp.get('object-src'),
    frameAncestors: csp.get('frame-ancestors'),
    baseUri: csp.get('base-uri'),
    formAction: csp.get('form-action'),
    upgradeInsecure: csp.has('upgrade-insecure-requests'),
    nosniff: res.headers['x-content-type-options'],
    frameOptions: res.headers['x-frame-options'],
    referrer: res.headers['referrer-policy'],
    opener: res.headers['cross-origin-opener-policy'],
    resource: res.headers['cross-origin-resource-policy'],
    poweredBy: res.headers['x-powered-by'],
    microphone: /(?:^|,\s*)microphone=(\([^)]*\))/.exec(String(res.headers['permissions-policy']))?.[1],
    camera: /(?:^|,\s*)camera=(\([^)]*\))/.exec(String(res.headers['permissions-policy']))?.[1],
    hsts: /max-age=(\d+)/.exec(String(res.headers['strict-transport-security']))?.[1] ?? null,
  };
  expect({ what, ...found }).toEqual({
    what,
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecure: https,
    nosniff: 'nosniff',
    frameOptions: 'SAMEORIGIN',
    // Answer and reset links carry their token in the URL: it must never leave in a Referer.
    referrer: 'no-referrer',
    opener: 'same-origin',
    resource: 'same-origin',
    poweredBy: undefined,
    // The microphone only where the senior records (for this origin alone); the camera nowhere.
    microphone: /^respond\/record\b|^\/respond\/record\b/.test(what) ? '(self)' : '()',
    camera: '()',
    hsts: https ? expect.stringMatching(/^\d+$/) : null,
  });
  if (https) expect(Number(found.hsts)).toBeGreaterThanOrEqual((180 * DAY) / 1000);
}

/** Bits of a token judged by its length and the smallest usual alphabet it fits. */
function tokenBits(token: string): number {
  const alphabets: Array<[RegExp, number]> = [
    [/^[0-9]+$/, 10],
    [/^[0-9a-f]+$/, 16],
    [/^[a-z2-7]+$/, 32],
    [/^[A-Za-z0-9_-]+$/, 64],
  ];
  const size = alphabets.find(([re]) => re.test(token))?.[1];
  if (!size) throw new Error(`token ${token} has an unexpected alphabet`);
  return token.length * Math.log2(size);
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}

/**
 * Wrong-typed variants of a valid body, field by field (nested objects and array items too),
 * and the body with an unknown field added at each level. `field` is the top-level field the
 * refusal must name.
 */
function wrongBodies(valid: Record<string, unknown>): Array<{ label: string; field: string; body: unknown }> {
  const wrongFor = (value: unknown): unknown[] => {
    if (typeof value === 'string' || value === null) return [12345, true, [], {}];
    if (typeof value === 'number') return [String(value), true, [], {}];
    if (typeof value === 'boolean') return [String(value), 1, [], {}];
    if (Array.isArray(value)) return ['x', 1, {}];
    return ['x', 1, true];
  };
  const variants = (
    object: Record<string, unknown>,
    wrap: (inner: Record<string, unknown>) => unknown,
    prefix: string,
    field?: string,
  ): Array<{ label: string; field: string; body: unknown }> => [
    ...Object.entries(object).flatMap(([key, value]) => [
      ...wrongFor(value).map((wrong) => ({
        label: `${prefix}${key}=${JSON.stringify(wrong)}`,
        field: field ?? key,
        body: wrap({ ...object, [key]: wrong }),
      })),
      ...(Array.isArray(value) && typeof value[0] === 'object' && value[0] !== null
        ? variants(
            value[0] as Record<string, unknown>,
            (inner) => wrap({ ...object, [key]: [inner, ...value.slice(1)] }),
            `${prefix}${key}[0].`,
            field ?? key,
          )
        : []),
      ...(typeof value === 'object' && value !== null && !Array.isArray(value)
        ? variants(
            value as Record<string, unknown>,
            (inner) => wrap({ ...object, [key]: inner }),
            `${prefix}${key}.`,
            field ?? key,
          )
        : []),
    ]),
    { label: `${prefix}isAdmin (unknown)`, field: field ?? 'isAdmin', body: wrap({ ...object, isAdmin: true }) },
  ];
  return variants(valid, (inner) => inner, '');
}

describe('security matrix: every /api endpoint', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
  const f = {} as Fixture;
  let routes: { openapi: string[]; router: string[]; docs: string[] };
  /** Every answer the sweeps got, for the header check. */
  const answers: Array<{ what: string; res: Response }> = [];

  function send(client: Client | undefined, method: Method, call: Call, headers: Record<string, string> = {}): Test {
    let req = (client ?? request(t.server))[method](call.path);
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    if (call.multipart) {
      return req
        .field('token', call.multipart.token)
        .attach('audio', call.multipart.audio, { filename: 'recording.wav', contentType: 'audio/wav' });
    }
    if (call.photo) return req.attach('photo', call.photo, { filename: 'family.jpg', contentType: 'image/jpeg' });
    return call.body === undefined ? req : req.send(call.body);
  }

  /** A browser on our own site. */
  const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin', Origin: PUBLIC_URL };

  async function readOwner(o: OwnerFixture): Promise<void> {
    o.vault = (await o.agent.get(`/api/vaults`).expect(200)).body[0];
    o.queue = (await o.agent.get(`/api/vaults/${o.vaultId}/questions`).expect(200)).body.map(
      (q: VaultQuestionView) => q.questionId,
    );
  }

  /** Everything the first owner can see of their vault. */
  async function snapshotA(): Promise<unknown> {
    const read = async (path: string) => (await f.a.agent.get(path).expect(200)).body;
    const id = f.a.vaultId;
    return {
      me: await read('/api/me'),
      vaults: await read('/api/vaults'),
      queue: await read(`/api/vaults/${id}/questions`),
      stories: await read(`/api/vaults/${id}/stories`),
      activities: await read(`/api/vaults/${id}/activities`),
      stats: await read(`/api/vaults/${id}/stats`),
    };
  }

  /** Rows per table: nothing was written anywhere. */
  async function rowCounts(): Promise<Record<string, number>> {
    const db = t.app.get(DataSource);
    const tables: Array<{ table_name: string }> = await db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      counts[table_name] = Number((await db.query(`SELECT count(*) AS n FROM "${table_name}"`))[0].n);
    }
    return counts;
  }

  async function ownerWithVault(name: string, email: string, seniorName: string, seniorEmail: string) {
    const { agent } = await signedInOwner(t.server, { name, email });
    const vault = (
      await agent
        .post('/api/vaults')
        .send({
          seniorName,
          seniorEmail,
          seniorPhone: '',
          deliveryMethod: 'email',
          frequency: 1,
          sendIntroEmail: false,
          isSetupComplete: true,
        })
        .expect(201)
    ).body as VaultView;
    return { agent, email, vaultId: vault.id, vault, queue: [] } as OwnerFixture;
  }

  const questionMailTo = (to: string) => (m: ParsedMail) =>
    !!m.to && !Array.isArray(m.to) && m.to.text === to && !!m.subject?.startsWith('A question from');

  function tokenOf(mail: ParsedMail): string {
    const write = linksIn(mail.text).find((l) => l.includes('/respond/write?token='))!;
    return new URL(write).searchParams.get('token')!;
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL } });

    f.a = await ownerWithVault(
      'Ann Quillfeather',
      'ann.quillfeather@example.com',
      'Rosalind Quillfeather',
      'rosalind.quillfeather@example.com',
    );
    f.b = await ownerWithVault('Bea Other', 'bea.other@example.com', 'Walter Brown', 'walter@example.com');
    f.customQuestionA = (
      await f.a.agent
        .post('/api/questions')
        .send({ text: 'What did the Quillfeather lighthouse look like?', isPrewritten: false, category: 'custom' })
        .expect(201)
    ).body.id;
    await f.a.agent
      .post(`/api/vaults/${f.a.vaultId}/questions`)
      .send({ questionId: f.customQuestionA, order: 5_000_000_000, isCustom: true })
      .expect(201);

    clock.advance(3 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    const mailA = await smtp.waitFor(questionMailTo('rosalind.quillfeather@example.com'));
    const mailB = await smtp.waitFor(questionMailTo('walter@example.com'));
    f.tokenA = tokenOf(mailA);
    f.tokenB = tokenOf(mailB);
    f.questionTextA = (
      await request(t.server).get(`/api/respond/question?token=${f.tokenA}`).expect(200)
    ).body.question;
    f.questionTextB = (
      await request(t.server).get(`/api/respond/question?token=${f.tokenB}`).expect(200)
    ).body.question;

    // The first owner's stories: written, voice, and a reply by email with a photo (and an SVG).
    await request(t.server)
      .post('/api/respond/text')
      .send({ token: f.tokenA, text: 'Quillfeather kept the lighthouse lamp burning every night.' })
      .expect(201);
    await send(undefined, 'post', {
      path: '/api/respond/voice',
      multipart: { token: f.tokenA, audio: pcmWav() },
    }).expect(201);
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><!--${'x'.repeat(20_000)}--></svg>`,
    );
    const ingested = await t.app.get(IngestInboundMessage).execute(
      await buildEmail({
        from: 'Rosalind <rosalind.quillfeather@example.com>',
        to: mailA.replyTo!.value[0].address!,
        inReplyTo: mailA.messageId,
        text: 'Here is the Quillfeather lighthouse in 1950.',
        attachments: [
          { filename: 'quillfeather-lighthouse.jpg', contentType: 'image/jpeg', content: Buffer.alloc(20_000, 7) },
          { filename: 'drawing.svg', contentType: 'image/svg+xml', content: svg },
        ],
      }),
      { source: 'cli' },
    );
    expect(ingested.outcome).toBe('story');
    const storiesA: StoryView[] = (await f.a.agent.get(`/api/vaults/${f.a.vaultId}/stories`).expect(200)).body;
    f.writtenStoryA = storiesA.find((s) => s.fullText.startsWith('Quillfeather kept'))!.id;
    f.voiceStoryA = storiesA.find((s) => s.responseType === 'voice')!.id;
    // A book of the first owner's that was asked for, and ended (it leaves room for the exports
    // the matrix asks for), with a listen link to the voice story.
    f.bookA = (
      await f.a.agent.post(`/api/vaults/${f.a.vaultId}/exports`).send({ format: 'pdf', title: null }).expect(202)
    ).body.id;
    await t.app.get(DataSource).query(`UPDATE exports SET status = 'failed' WHERE id = $1`, [f.bookA]);
    await t.app.get(IssueListenLinks).issue(f.a.vaultId, f.voiceStoryA, f.bookA);
    const photoStory = storiesA.find((s) => s.photos.length === 2)!;
    f.addedPhotoA = (
      await f.a.agent
        .post(`/api/vaults/${f.a.vaultId}/stories/${photoStory.id}/photos`)
        .attach('photo', jpegImage(64, 48, 2_000), { filename: 'keeper.jpg', contentType: 'image/jpeg' })
        .expect(201)
    ).body.id;
    f.photoStoryA = photoStory.id;
    const photoIdOf = (name: string) =>
      photoStory.photos
        .find((p) => p.filename === name)!
        .url.split('/')
        .pop()!;
    f.photoA = photoIdOf('quillfeather-lighthouse.jpg');
    f.svgPhotoA = photoIdOf('drawing.svg');

    await request(t.server)
      .post('/api/respond/text')
      .send({ token: f.tokenB, text: 'Walter drove the milk truck.' })
      .expect(201);
    f.writtenStoryB = (await f.b.agent.get(`/api/vaults/${f.b.vaultId}/stories`).expect(200)).body[0].id;
    f.commentA = (
      await f.a.agent
        .post(`/api/vaults/${f.a.vaultId}/stories/${f.writtenStoryA}/comments`)
        .send({ text: 'I remember the Quillfeather lamp.' })
        .expect(201)
    ).body.id;
    const suggest = async (text: string): Promise<string> =>
      (await f.a.agent.post(`/api/vaults/${f.a.vaultId}/suggestions`).send({ text }).expect(201)).body.id;
    f.suggestionsA = [await suggest('What did the Quillfeather keeper eat?'), await suggest('Who painted the tower?')];
    f.exportA = (
      await f.a.agent.post(`/api/vaults/${f.a.vaultId}/exports`).send({ format: 'zip', title: null }).expect(202)
    ).body.id;

    f.photoQuestionA = (
      await f.a.agent
        .post(`/api/vaults/${f.a.vaultId}/questions/photo`)
        .field('text', 'Who stood by the Quillfeather lamp?')
        .attach('photo', decodableJpeg(), { filename: 'lamp.jpg', contentType: 'image/jpeg' })
        .expect(201)
    ).body.questionId;

    // Two photo questions as a contributor's wait: out of the queue, for the owner to decide on.
    const waiting: string[] = [];
    for (const text of ['Who planted the Quillfeather garden?', 'Whose boat is this?']) {
      waiting.push(
        (
          await f.a.agent
            .post(`/api/vaults/${f.a.vaultId}/questions/photo`)
            .field('text', text)
            .attach('photo', decodableJpeg(), { filename: 'garden.jpg', contentType: 'image/jpeg' })
            .expect(201)
        ).body.questionId,
      );
    }
    await t.app
      .get(DataSource)
      .query(`UPDATE question_photos SET waiting = true WHERE question_id = ANY($1::uuid[])`, [waiting]);
    await t.app.get(DataSource).query(`DELETE FROM vault_questions WHERE question_id = ANY($1::uuid[])`, [waiting]);
    f.waitingPhotoQuestionsA = [waiting[0], waiting[1]];

    await readOwner(f.a);
    await readOwner(f.b);
    const library: Array<{ id: string }> = (await f.a.agent.get('/api/questions/prewritten').expect(200)).body;
    f.spareQuestion = library.find((q) => !f.a.queue.includes(q.id) && !f.b.queue.includes(q.id))!.id;

    f.visitor = request.agent(t.server);
    f.leadId = (
      await f.visitor.post('/api/capture-lead').send({ name: 'Lee', email: 'lee@example.com' }).expect(200)
    ).body.leadId;
    const checkout = await f.visitor
      .post('/api/create-checkout')
      .send({ leadId: f.leadId, planType: 'monthly' })
      .expect(200);
    f.checkoutId = new URL(checkout.body.checkoutUrl).pathname.split('/').pop()!;

    // A stranger, and a viewer of the first owner's vault, whose row is written straight into
    // the database (a member without an invitation: the access policy reads vault_members alone).
    f.stranger = (await signedInOwner(t.server, { name: 'Sid Stranger', email: 'sid.stranger@example.com' })).agent;
    const viewer = await signedInOwner(t.server, { name: 'Vic Viewer', email: 'vic.viewer@example.com' });
    f.viewer = viewer.agent;
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO vault_members (vault_id, user_id, role) SELECT $1, id, 'viewer' FROM users WHERE email = $2`,
        [f.a.vaultId, viewer.email],
      );

    // The family: invitations emailed by the first owner, one of them already used to join.
    const inviteA = async (name: string, email: string) => {
      const res = await f.a.agent.post(`/api/vaults/${f.a.vaultId}/members`).send({ name, email, role: 'viewer' });
      expect(res.status).toBe(201);
      const mail = await smtp.waitFor((m) => !!m.to && !Array.isArray(m.to) && m.to.text === email);
      const link = (mail.text ?? '').match(/\/join\?token=([A-Za-z0-9_-]{43})/)!;
      return { id: res.body.id as string, token: link[1] };
    };
    f.memberA = (await inviteA('Quillfeather Cousin', 'cousin.quillfeather@example.com')).id;
    f.spareMemberA = (await inviteA('Quillfeather Niece', 'niece.quillfeather@example.com')).id;
    f.invitationToken = (await inviteA('Quillfeather Uncle', 'uncle.quillfeather@example.com')).token;
    f.usedInvitationToken = (await inviteA('Quillfeather Nephew', 'nephew.quillfeather@example.com')).token;
    await request(t.server)
      .post(`/api/invitations/${f.usedInvitationToken}/accept`)
      .send({ name: 'Quillfeather Nephew', password: PASSWORD })
      .expect(200);

    const doc = await request(t.server).get('/api/docs/openapi.json').expect(200);
    const openapi = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const stack = (
      t.app.getHttpAdapter().getInstance() as {
        router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
      }
    ).router.stack;
    const all = stack.flatMap(({ route }) =>
      route && typeof route.path === 'string' && route.path.startsWith('/api')
        ? Object.keys(route.methods)
            .filter((m) => m !== '_all')
            .map((m) => ({ methods: Object.keys(route.methods).length, route: `${m.toUpperCase()} ${route.path}` }))
        : [],
    );
    // Catch-alls (every method on /api and /api/{*path}) keep /api away from the web app's pages.
    const real = all.filter((r) => r.methods < 10).map((r) => r.route.replace(/:(\w+)/g, '{$1}'));
    routes = {
      openapi,
      router: real.filter((r) => !/^\w+ \/api\/docs/.test(r)),
      docs: real.filter((r) => /^\w+ \/api\/docs/.test(r)),
    };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  describe('the table', () => {
    it('classifies every endpoint of the OpenAPI document and of the router, and lists no other', () => {
      const known = Object.keys(ENDPOINTS);
      const found = [...new Set([...routes.openapi, ...routes.router])].sort();
      expect(found.length).toBeGreaterThanOrEqual(30);
      expect({ unclassified: found.filter((r) => !known.includes(r)) }).toEqual({ unclassified: [] });
      expect({ stale: known.filter((r) => !found.includes(r)) }).toEqual({ stale: [] });
      expect({ undocumented: routes.openapi.filter((r) => !routes.router.includes(r)) }).toEqual({ undocumented: [] });
    });

    it('gives every owner endpoint with ids a call on the other owner’s ids, and every documented field a valid example', async () => {
      const doc = (await request(t.server).get('/api/docs/openapi.json').expect(200)).body;
      for (const { key, method, path, endpoint } of entries()) {
        if (endpoint.access === 'owner' && path.includes('{'))
          expect({ key, foreign: typeof endpoint.foreign }).toEqual({ key, foreign: 'function' });
        const operation = doc.paths[path]?.[method];
        const content = operation?.requestBody?.content ?? {};
        const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
        if (!schema) continue;
        const resolved = schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
        // Every documented field, required or not, gets the wrong-type treatment below.
        const given = Object.keys(jsonFields(endpoint, f) ?? {});
        const documented = Object.entries(resolved.properties as Record<string, { format?: string }>)
          .filter(([, p]) => p.format !== 'binary')
          .map(([name]) => name);
        expect({ key, missing: documented.filter((name) => !given.includes(name)) }).toEqual({ key, missing: [] });
      }
    });

    it('names the permission of every vault endpoint: every owner endpoint on a vault’s or a story’s ids', () => {
      // A gift is its giver's alone, not a vault's: no roles, no permission to name.
      const onIds = entries().filter(
        (e) => e.endpoint.access === 'owner' && e.endpoint.foreign && !e.key.includes(' /api/gifts/'),
      );
      expect(onIds.length).toBeGreaterThanOrEqual(12);
      for (const { key, endpoint } of onIds)
        expect({ key, permission: endpoint.permission }).toEqual({ key, permission: expect.any(String) });
      const named = entries().filter((e) => e.endpoint.permission);
      expect(named.map((e) => e.key)).toEqual(onIds.map((e) => e.key));
    });

    it('keeps the API documentation read-only', () => {
      expect(routes.docs.length).toBeGreaterThan(0);
      expect(routes.docs.filter((r) => !r.startsWith('GET '))).toEqual([]);
    });
  });

  describe('signed out', () => {
    const FORGED = 'storyvault.sid=s%3AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

    it('answers 401 NOT_SIGNED_IN on every owner endpoint, with or without a forged cookie, and changes nothing', async () => {
      await readOwner(f.a);
      const before = { rows: await rowCounts(), a: await snapshotA() };
      for (const { key, method, endpoint } of entries().filter((e) => e.endpoint.access === 'owner')) {
        for (const [variant, headers] of [
          ['no cookie', {}],
          ['a forged cookie', { Cookie: FORGED }],
          ['a browser on our site', SAME_ORIGIN],
        ] as const) {
          const res = await send(undefined, method, endpoint.call(f), headers);
          const what = `${key} with ${variant}`;
          expectErrorBody(res, 401, what);
          expect({ what, code: res.body.code }).toEqual({ what, code: 'NOT_SIGNED_IN' });
          expectNoSecret(res, what);
          answers.push({ what, res });
        }
      }
      expect({ rows: await rowCounts(), a: await snapshotA() }).toEqual(before);
    });

    it('answers every public and token endpoint as documented', async () => {
      for (const { key, method, endpoint } of entries().filter((e) => e.endpoint.access !== 'owner')) {
        const res = await send(endpoint.client?.(f), method, endpoint.call(f));
        const { status, code, check } = endpoint.outcome;
        expect({ key, status: res.status, code: res.body?.code }).toEqual({
          key,
          status,
          code: code ?? (status >= 400 ? expect.any(String) : undefined),
        });
        check?.(res, f);
        // Signing in answers the owner's own account; an invitation's link tells its holder whose
        // collection it opens (the senior's name, the owner's, the invited email): both by design.
        if (key !== 'POST /api/login' && key !== 'GET /api/invitations/{token}') expectNoSecret(res, key);
        answers.push({ what: `${key} signed out`, res });
      }
    });

    it('answers a token endpoint without a token, or with a near miss, 404 INVALID_LINK', async () => {
      const nearMiss = f.tokenA.slice(0, -1) + (f.tokenA.endsWith('a') ? 'b' : 'a');
      for (const token of [undefined, '', nearMiss, f.tokenA.slice(1), `${f.tokenA}a`, 'a'.repeat(32)]) {
        const query = token === undefined ? '' : `?token=${token}`;
        const calls: Array<[string, Test]> = [
          ['question', request(t.server).get(`/api/respond/question${query}`)],
          ['text', request(t.server).post('/api/respond/text').send({ token, text: 'A story' })],
          ['skip', request(t.server).post('/api/respond/skip').send({ token })],
          [
            'voice',
            send(undefined, 'post', { path: '/api/respond/voice', multipart: { token: token ?? '', audio: pcmWav() } }),
          ],
        ];
        for (const [what, call] of calls) {
          const res = await call;
          expectErrorBody(res, 404, `${what} with ${token}`);
          expect(res.body.code).toBe('INVALID_LINK');
          expectNoSecret(res, what);
        }
      }
    });
  });

  describe('leads', () => {
    it('start a checkout only from the browser that captured them (lead ids count up)', async () => {
      const visitor = request.agent(t.server);
      const leadId = (
        await visitor
          .post('/api/capture-lead')
          .send({ name: 'Quillfeather Lead', email: 'lead.quillfeather@example.com' })
          .expect(200)
      ).body.leadId;
      expect(leadId).toBeGreaterThan(f.leadId);
      for (const [who, client] of [
        ['a caller without cookies', request(t.server)],
        ['another visitor', request.agent(t.server)],
        ['another lead’s browser', f.visitor],
        ['a signed-in owner', f.b.agent],
      ] as const) {
        const res = await client.post('/api/create-checkout').send({ leadId, planType: 'annual' });
        expectErrorBody(res, 404, who);
        expect({ who, code: res.body.code }).toEqual({ who, code: 'LEAD_NOT_FOUND' });
        expectNoSecret(res, who);
      }
      const own = await visitor.post('/api/create-checkout').send({ leadId, planType: 'annual' }).expect(200);
      const page = await request(t.server).get(new URL(own.body.checkoutUrl).pathname).expect(200);
      expect(page.text).toContain('lead.quillfeather@example.com');
    });
  });

  describe('signed in', () => {
    it('accepts every call from its rightful user on our own site, as documented', async () => {
      for (const { key, method, endpoint } of entries()) {
        await readOwner(f.a);
        // Owner calls with the owner's session; public ones from a fresh browser (register and
        // logout would otherwise change whose session the owner's agent holds).
        const client = endpoint.access === 'owner' ? f.a.agent : (endpoint.client?.(f) ?? request.agent(t.server));
        const res = await send(client, method, endpoint.call(f), SAME_ORIGIN);
        const { status, code, check } = endpoint.outcome;
        expect({ key, status: res.status, code: res.body?.code }).toEqual({
          key,
          status,
          code: code ?? (status >= 400 ? expect.any(String) : undefined),
        });
        check?.(res, f);
      }
    });

    it('answers 404 to every call on another owner’s ids, never the data, and changes nothing', async () => {
      await readOwner(f.a);
      await readOwner(f.b);
      const before = { rows: await rowCounts(), a: await snapshotA(), b: (await f.b.agent.get('/api/vaults')).body };
      const calls: Array<{ what: string; method: Method; call: Call; statuses?: number[] }> = entries()
        .filter((e) => e.endpoint.foreign)
        .map((e) => ({ what: e.key, method: e.method, call: e.endpoint.foreign!(f) }));
      // Mixed: the second owner's own vault or story with the first owner's question, story or photo.
      calls.push(
        {
          // (Starter questions are in every queue; a custom question is its owner's alone.)
          what: 'own vault, other owner’s queued custom question',
          method: 'delete',
          call: { path: `/api/vaults/${f.b.vaultId}/questions/${f.customQuestionA}` },
        },
        {
          what: 'own vault, other owner’s custom question',
          method: 'post',
          call: {
            path: `/api/vaults/${f.b.vaultId}/questions`,
            body: { questionId: f.customQuestionA, order: 1, isCustom: true },
          },
        },
        {
          what: 'own vault reordered with the other owner’s queue',
          method: 'put',
          call: { path: `/api/vaults/${f.b.vaultId}/questions/reorder`, body: reorderBody(f.a.queue) },
          // The vault is theirs; the list is simply not its queue.
          statuses: [400, 404],
        },
        {
          what: 'own story, other owner’s photo',
          method: 'get',
          call: { path: `/api/stories/${f.writtenStoryB}/photos/${f.photoA}` },
        },
        {
          what: 'other owner’s written story as audio',
          method: 'get',
          call: { path: `/api/stories/${f.writtenStoryA}/audio` },
        },
        {
          what: 'own vault, other owner’s story’s comments',
          method: 'get',
          call: { path: `/api/vaults/${f.b.vaultId}/stories/${f.writtenStoryA}/comments` },
        },
        {
          what: 'own vault, comment on the other owner’s story',
          method: 'post',
          call: { path: `/api/vaults/${f.b.vaultId}/stories/${f.writtenStoryA}/comments`, body: { text: 'Hello' } },
        },
        {
          what: 'other owner’s svg photo',
          method: 'get',
          call: { path: `/api/stories/${f.photoStoryA}/photos/${f.svgPhotoA}` },
        },
      );
      for (const { what, method, call, statuses = [404] } of calls) {
        const res = await send(f.b.agent, method, call, SAME_ORIGIN);
        expect({ what, status: statuses.includes(res.status) ? 'refused' : res.status }).toEqual({
          what,
          status: 'refused',
        });
        expectErrorBody(res, res.status, what);
        if (res.status === 404)
          expect({ what, code: res.body.code }).toEqual({
            what,
            code: expect.stringMatching(/NOT_FOUND|NOT_IN_VAULT/),
          });
        expectNoSecret(res, what);
        answers.push({ what: `${what} as another owner`, res });
      }
      expect({ rows: await rowCounts(), a: await snapshotA(), b: (await f.b.agent.get('/api/vaults')).body }).toEqual(
        before,
      );
    });

    it('answers 404 to a signed-in stranger on every vault endpoint, never the data, and changes nothing', async () => {
      await readOwner(f.a);
      const before = { rows: await rowCounts(), a: await snapshotA() };
      const vaultCalls = entries().filter((e) => e.endpoint.permission);
      for (const { key, method, endpoint } of vaultCalls) {
        const res = await send(f.stranger, method, endpoint.call(f), SAME_ORIGIN);
        const what = `${key} as a stranger`;
        expectErrorBody(res, 404, what);
        // A story's media say nothing of its vault, which would confirm the story exists.
        const code = key.startsWith('GET /api/stories/')
          ? expect.stringMatching(/^(RECORDING|PHOTO)_NOT_FOUND$/)
          : 'VAULT_NOT_FOUND';
        expect({ what, code: res.body.code }).toEqual({ what, code });
        expectNoSecret(res, what);
        answers.push({ what, res });
      }
      expect(vaultCalls.length).toBeGreaterThanOrEqual(12);
      expect((await f.stranger.get('/api/vaults').expect(200)).body).toEqual([]);
      expect({ rows: await rowCounts(), a: await snapshotA() }).toEqual(before);
    });

    it('lets a viewer read every vault endpoint that reads, as the owner sees it, and refuses the rest with 403, changing nothing', async () => {
      // A vault of their own comes first in their list, each with the viewer's role in it.
      const own: VaultView = (
        await f.viewer
          .post('/api/vaults')
          .set(SAME_ORIGIN)
          .send({
            ...vaultBody(f.a.vault),
            seniorName: 'Vera Viewer',
            seniorEmail: 'vera@example.com',
            isSetupComplete: false,
          })
          .expect(201)
      ).body;
      expect(own.role).toBe('owner');
      const listed: VaultView[] = (await f.viewer.get('/api/vaults').expect(200)).body;
      expect(listed.map((v) => [v.id, v.role])).toEqual([
        [own.id, 'owner'],
        [f.a.vaultId, 'viewer'],
      ]);
      await readOwner(f.a);
      expect(f.a.vault.role).toBe('owner');
      // The senior's address and phone are the owner's alone, and so is the queue (what comes next,
      // what was asked).
      expect(listed[1]).toEqual({
        ...f.a.vault,
        role: 'viewer',
        seniorEmail: '',
        seniorPhone: null,
        nextQuestionAt: null,
        upcomingQuestionsAt: [],
        askedQuestionIds: [],
      });

      const before = { rows: await rowCounts(), a: await snapshotA() };
      const seen = { read: 0, refused: 0 };
      for (const { key, method, endpoint } of entries().filter((e) => e.endpoint.permission)) {
        // A viewer may comment; family-comments.e2e-spec.ts holds who deletes which comment.
        if (endpoint.permission === 'comment') continue;
        const call = endpoint.call(f);
        const res = await send(f.viewer, method, call, SAME_ORIGIN);
        const what = `${key} as a viewer`;
        if (endpoint.permission === 'read') {
          const owners = await send(f.a.agent, method, call, SAME_ORIGIN);
          expect({ what, status: res.status }).toEqual({ what, status: endpoint.outcome.status });
          endpoint.outcome.check?.(res, f);
          // Which photos a reader may remove is theirs alone, the original email the owner's, and the
          // feed's lines of the stories a member's (docs/decisions/0078-what-members-see-of-feed-and-queue.md); the
          // rest is as the owner sees it.
          expect(JSON.stringify(res.body)).not.toContain('"rawText"');
          const expected =
            key === 'GET /api/vaults/{id}/activities'
              ? (owners.body as Array<{ type: string }>).filter((a) =>
                  ['story_received', 'question_sent'].includes(a.type),
                )
              : key.includes('/notifications')
                ? { ...owners.body, ownerEmails: undefined }
                : withoutOriginal(owners.body);
          expect({ what, body: withoutCanRemove(res.body) }).toEqual({ what, body: withoutCanRemove(expected) });
          seen.read++;
        } else {
          expectErrorBody(res, 403, what);
          expect({ what, code: res.body.code, message: res.body.message }).toEqual({
            what,
            code: 'VAULT_FORBIDDEN',
            message: VIEWER_REFUSAL,
          });
          seen.refused++;
        }
        answers.push({ what, res });
      }
      expect(seen).toEqual({ read: 12, refused: 33 });
      expect({ rows: await rowCounts(), a: await snapshotA() }).toEqual(before);
    });

    it('never shows another owner’s data in a list', async () => {
      for (const { key, method, endpoint } of entries().filter(
        (e) => e.method === 'get' && e.endpoint.access === 'owner' && !e.path.includes('{'),
      )) {
        const res = await send(f.b.agent, method, endpoint.call(f));
        expect({ key, status: res.status }).toEqual({ key, status: 200 });
        expectNoSecret(res, key);
      }
    });

    it('answers junk ids with 404 (or 400), never 5xx, on every endpoint with ids', async () => {
      const junk = [
        'not-a-uuid',
        '0',
        '-1',
        UNKNOWN_ID,
        UNKNOWN_ID.toUpperCase().replace('0000-4000', 'ZZZZ-4000'),
        'x'.repeat(300),
        '%00',
        '%E2%80%AE',
        "1'%20OR%20'1'%3D'1",
        '..%2F..%2Fetc%2Fpasswd',
        '%ZZ',
        '%F0%9F%98%80',
      ];
      for (const { key, method, path, endpoint } of entries().filter((e) => e.path.includes('{'))) {
        const call = endpoint.call(f);
        const real = call.path.split('/');
        const template = path.split('/');
        const client = endpoint.access === 'owner' ? f.a.agent : undefined;
        for (let i = 0; i < template.length; i++) {
          if (!template[i].startsWith('{')) continue;
          for (const id of junk) {
            const parts = [...real];
            parts[i] = id;
            const what = `${key} with ${template[i]}=${id}`;
            const res = await send(client, method, { ...call, path: parts.join('/') }, SAME_ORIGIN);
            expect({ what, status: [400, 404].includes(res.status) ? 'refused' : res.status }).toEqual({
              what,
              status: 'refused',
            });
            expectErrorBody(res, res.status, what);
          }
        }
      }
    });
  });

  describe('wrong bodies', () => {
    it('refuses every wrong-typed field and every unknown field with 400 VALIDATION_FAILED naming it', async () => {
      let checked = 0;
      for (const { key, method, endpoint } of stateChanging()) {
        const fields = jsonFields(endpoint, f);
        if (!fields) continue;
        const client = endpoint.access === 'owner' ? f.a.agent : undefined;
        const { path } = endpoint.call(f);
        for (const { label, field, body } of wrongBodies(fields)) {
          const what = `${key} with ${label}`;
          const res = await send(client, method, { path, body: body as Record<string, unknown> }, SAME_ORIGIN);
          expectErrorBody(res, 400, what);
          expect({ what, code: res.body.code }).toEqual({ what, code: 'VALIDATION_FAILED' });
          const said = [res.body.message, ...(res.body.details ?? [])].join(' | ');
          expect({ what, names: said.includes(field) ? field : said }).toEqual({ what, names: field });
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(150);
    });

    it('never answers 5xx to text the database cannot keep (a NUL character), in any field or query', async () => {
      for (const { key, method, endpoint } of stateChanging()) {
        const fields = jsonFields(endpoint, f);
        if (!fields) continue;
        const client = endpoint.access === 'owner' ? f.a.agent : undefined;
        const { path } = endpoint.call(f);
        for (const [field, value] of Object.entries(fields).filter(([, v]) => typeof v === 'string')) {
          for (const nul of [`${value}\u0000`, '\u0000']) {
            const what = `${key} with ${field}=${JSON.stringify(nul)}`;
            const res = await send(client, method, { path, body: { ...fields, [field]: nul } }, SAME_ORIGIN);
            expect({ what, status: res.status < 500 }).toEqual({ what, status: true });
            if (res.status >= 400) expectErrorBody(res, res.status, what);
          }
        }
      }
      for (const path of ['/api/respond/question?token=%00', `/api/respond/question?token=${f.tokenA}%00`]) {
        expectErrorBody(await request(t.server).get(path), 404, path);
      }
    });

    it('refuses bodies of the wrong shape altogether with 400', async () => {
      const shapes: Array<[string, string]> = [
        ['application/json', '[]'],
        ['application/json', '[{"a":1}]'],
        ['application/json', '"text"'],
        ['application/json', 'null'],
        ['application/json', '12'],
        ['application/json', '{"unterminated'],
        ['application/x-www-form-urlencoded', 'a[b]=1&c=2'],
      ];
      for (const { key, method, endpoint } of stateChanging()) {
        if (!jsonFields(endpoint, f)) continue;
        const client = endpoint.access === 'owner' ? f.a.agent : request.agent(t.server);
        const { path } = endpoint.call(f);
        for (const [type, raw] of shapes) {
          const res = await client[method](path).set(SAME_ORIGIN).set('Content-Type', type).send(raw);
          expectErrorBody(res, 400, `${key} with ${type} ${raw}`);
        }
      }
    });

    it('never answers 5xx to any body on the calls that read none', async () => {
      const bodies: unknown[] = [{}, [], { isAdmin: true }, { token: { $gt: '' } }, 'x'.repeat(1000)];
      for (const { key, method, endpoint } of stateChanging()) {
        if (jsonFields(endpoint, f)) continue;
        await readOwner(f.a);
        const { path } = endpoint.call(f);
        for (const body of bodies) {
          const client = endpoint.access === 'owner' ? f.a.agent : request.agent(t.server);
          const res = await client[method](path)
            .set(SAME_ORIGIN)
            .send(body as object);
          const what = `${key} with ${JSON.stringify(body).slice(0, 40)}`;
          expect({ what, status: res.status < 500 }).toEqual({ what, status: true });
          if (res.status >= 400) expectErrorBody(res, res.status, what);
        }
      }
    });
  });

  describe('CSRF defence', () => {
    const CROSS_SITE: Array<[string, Record<string, string>]> = [
      ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
      ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
      ['Sec-Fetch-Site cross-site with our Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: PUBLIC_URL }],
      ['a foreign Origin', { Origin: 'https://evil.example' }],
      ['Origin null', { Origin: 'null' }],
      ['a look-alike Origin', { Origin: `${PUBLIC_URL}.evil.example` }],
      ['our host over the other scheme', { Origin: PUBLIC_URL.replace('http:', 'https:') }],
    ];

    it('refuses every state-changing call from another site with 403 CROSS_SITE_REQUEST, and changes nothing', async () => {
      await readOwner(f.a);
      const before = { rows: await rowCounts(), a: await snapshotA() };
      let refused = 0;
      for (const { key, method, endpoint } of stateChanging()) {
        for (const [variant, headers] of CROSS_SITE) {
          // With the victim's session cookie: that is what a forged request would carry.
          const res = await send(f.a.agent, method, endpoint.call(f), headers);
          const what = `${key} with ${variant}`;
          expectErrorBody(res, 403, what);
          expect({ what, code: res.body.code }).toEqual({ what, code: 'CROSS_SITE_REQUEST' });
          refused++;
        }
        // The classic forged form post.
        const form = await f.a.agent[method](endpoint.call(f).path)
          .set('Origin', 'https://evil.example')
          .type('form')
          .send('email=eve%40evil.example&password=x');
        expectErrorBody(form, 403, `${key} as a cross-site form`);
        answers.push({ what: `${key} cross-site`, res: form });
      }
      expect(refused).toBeGreaterThanOrEqual(20 * CROSS_SITE.length);
      expect({ rows: await rowCounts(), a: await snapshotA() }).toEqual(before);
    });

    it('lets the same calls through from our own site (the positive control)', async () => {
      const own: Array<Record<string, string>> = [
        { 'Sec-Fetch-Site': 'same-origin' },
        { Origin: PUBLIC_URL },
        { 'Sec-Fetch-Site': 'none' },
      ];
      for (const headers of own) {
        const res = await send(f.a.agent, 'put', ENDPOINTS['PUT /api/vaults/{id}'].call(f), headers);
        expect(res.status).toBe(200);
      }
    });
  });

  describe('headers', () => {
    it('puts the security headers and the CSP on every API answer the sweeps got', () => {
      expect(answers.length).toBeGreaterThan(50);
      for (const { what, res } of answers) expectSecurityHeaders(res, what);
    });

    it('puts them on the pages, which are served as HTML', async () => {
      for (const path of ['/', '/about', '/dashboard', `/respond/write?token=${f.tokenA}`, '/respond/record']) {
        const res = await request(t.server).get(path).redirects(1);
        expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({
          path,
          status: 200,
          type: expect.stringMatching(/^text\/html/),
        });
        expectSecurityHeaders(res, path);
      }
      // The redirect to /about/ itself still may not be framed or sniffed.
      const redirect = await request(t.server).get('/about');
      expect(redirect.headers['x-content-type-options']).toBe('nosniff');
      expect(redirect.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('serves story media privately and never as something a browser would run', async () => {
      const audio = await f.a.agent.get(`/api/stories/${f.voiceStoryA}/audio`).expect(200);
      expectSecurityHeaders(audio, 'audio');
      expect(audio.headers['cache-control']).toBe('private, no-store');
      const photo = await f.a.agent.get(`/api/stories/${f.photoStoryA}/photos/${f.photoA}`).expect(200);
      expectSecurityHeaders(photo, 'photo');
      expect(photo.headers['cache-control']).toBe('private, no-store');
      const svg = await f.a.agent.get(`/api/stories/${f.photoStoryA}/photos/${f.svgPhotoA}`).expect(200);
      expect(svg.headers['content-type']).toBe('application/octet-stream');
      expectSecurityHeaders(svg, 'svg photo');
    });

    it('sets the session cookie HttpOnly and SameSite=Lax, never Secure over plain http', async () => {
      const res = await request(t.server).post('/api/login').send({ email: f.a.email, password: PASSWORD }).expect(200);
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('storyvault.sid='))!;
      const flags = cookie.split(';').map((p) => p.trim().toLowerCase());
      expect(flags).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
      expect(flags).not.toContain('secure');
      // The signed id: 24 random bytes by express-session, far past guessing.
      const sid = decodeURIComponent(cookie.split(';')[0].split('=')[1]).replace(/^s:/, '').split('.')[0];
      expect(tokenBits(sid)).toBeGreaterThanOrEqual(128);
    });
  });

  describe('tokens', () => {
    const resetMailTo = (to: string) => (m: ParsedMail) =>
      !!m.to && !Array.isArray(m.to) && m.to.text === to && m.subject === 'Reset your StoryVault password';
    const resetTokens = (to: string) =>
      smtp.messages.filter(resetMailTo(to)).map((m) =>
        linksIn(m.text)
          .find((l) => l.startsWith(`${PUBLIC_URL}/reset-password/`))!
          .split('/')
          .pop()!,
      );
    const confirm = (token: string, newPassword: string) =>
      request(t.server).post('/api/auth/password-reset/confirm').send({ token, newPassword });
    const login = (email: string, password: string) => request(t.server).post('/api/login').send({ email, password });

    it('issues reset tokens of at least 128 random bits, stored nowhere as issued', async () => {
      // A new throttling window: the sweeps above used this address's allowance.
      clock.advance(61 * MINUTE);
      const emails = ['reset.one@example.com', 'reset.two@example.com'];
      for (const email of emails) await signedInOwner(t.server, { email });
      for (const email of [...emails, emails[0]])
        await request(t.server).post('/api/auth/password-reset/request').send({ email }).expect(200);
      await smtp.waitFor(resetMailTo(emails[1]));
      await smtp.waitFor((m) => resetTokens(emails[0]).length === 2 && resetMailTo(emails[0])(m));
      const tokens = [...resetTokens(emails[0]), ...resetTokens(emails[1])];
      expect(tokens).toHaveLength(3);
      expect(new Set(tokens).size).toBe(3);
      for (const token of tokens) {
        expect(tokenBits(token)).toBeGreaterThanOrEqual(128);
        for (const other of tokens.filter((o) => o !== token)) expect(commonPrefix(token, other)).toBeLessThan(6);
        expect(await tablesContaining(token)).toEqual([]);
      }
    });

    it('uses a reset token once, refuses near misses, and lets it expire after an hour', async () => {
      clock.advance(16 * MINUTE);
      const [first, second] = resetTokens('reset.one@example.com');
      const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
      for (const nearMiss of [flip(first), first.slice(1), `${first}A`, first.toLowerCase(), first.toUpperCase()]) {
        if (nearMiss === first) continue;
        const res = await confirm(nearMiss, 'a brand new password');
        expectErrorBody(res, 400, `near miss ${nearMiss}`);
        expect(res.body.message).toBe('Invalid or expired password reset token');
      }
      await confirm(first, 'a brand new password').expect(200);
      const again = await confirm(first, 'yet another password');
      expectErrorBody(again, 400, 'second use');
      expect(again.body.message).toBe('Invalid or expired password reset token');
      await login('reset.one@example.com', 'a brand new password').expect(200);

      // The second link was issued 16 minutes ago; 45 more make it an hour old.
      clock.advance(45 * MINUTE);
      const late = await confirm(second, 'a late password');
      expectErrorBody(late, 400, 'expired');
      expect(late.body.message).toBe('Invalid or expired password reset token');
      await login('reset.one@example.com', 'a late password').expect(401);
      await login('reset.one@example.com', 'a brand new password').expect(200);
    });

    it('issues response tokens of at least 128 random bits, stored nowhere as issued', async () => {
      expect(f.tokenA).not.toBe(f.tokenB);
      expect(commonPrefix(f.tokenA, f.tokenB)).toBeLessThan(6);
      for (const token of [f.tokenA, f.tokenB]) {
        expect(tokenBits(token)).toBeGreaterThanOrEqual(128);
        // The first owner's token came back in a reply's To address, which is kept as received.
        expect((await tablesContaining(token)).filter((table) => table !== 'inbound_messages')).toEqual([]);
      }
    });

    it('lets a response token open its own question only, and file answers in its own vault only', async () => {
      const b = await request(t.server).get(`/api/respond/question?token=${f.tokenB}`).expect(200);
      expect(b.body).toEqual({
        question: f.questionTextB,
        seniorFirstName: 'Walter',
        ownerFirstName: 'Bea',
        language: 'en',
        answeredAt: ANSWERED_AT,
      });
      expectNoSecret(b, 'the other vault’s question');
      const storiesA = (await f.a.agent.get(`/api/vaults/${f.a.vaultId}/stories`).expect(200)).body.length;
      await request(t.server)
        .post('/api/respond/text')
        .send({ token: f.tokenB, text: 'Filed by the second token.' })
        .expect(201);
      expect((await f.a.agent.get(`/api/vaults/${f.a.vaultId}/stories`).expect(200)).body).toHaveLength(storiesA);
      const storiesB: StoryView[] = (await f.b.agent.get(`/api/vaults/${f.b.vaultId}/stories`).expect(200)).body;
      expect(storiesB.map((s) => s.fullText)).toContain('Filed by the second token.');
      expect(storiesB.every((s) => s.question.text === f.questionTextB)).toBe(true);
    });

    it('keeps the two kinds of token apart', async () => {
      const [reset] = resetTokens('reset.two@example.com');
      const asLink = await request(t.server).get(`/api/respond/question?token=${reset}`);
      expectErrorBody(asLink, 404, 'a reset token as an answer link');
      const asReset = await confirm(f.tokenA, 'a brand new password');
      expectErrorBody(asReset, 400, 'an answer token as a reset token');
    });

    /** The tables any row of which holds `text` as it is. */
    async function tablesContaining(text: string): Promise<string[]> {
      const db = t.app.get(DataSource);
      const tables: Array<{ table_name: string }> = await db.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      const found: string[] = [];
      for (const { table_name } of tables) {
        const [{ n }] = await db.query(
          `SELECT count(*) AS n FROM "${table_name}" t WHERE position($1 in t::text) > 0 OR position($2 in t::text) > 0`,
          [text, Buffer.from(text).toString('hex')],
        );
        if (Number(n) > 0) found.push(table_name);
      }
      return found;
    }
  });
});

/**
 * Its own app, started after the first is closed: passport keeps one strategy per name for the
 * whole process, so a second app alive at the same time would take over the first one's sign-ins.
 */
describe('security matrix: an https PUBLIC_URL behind a TLS proxy', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await startTestApp({ env: { PUBLIC_URL: 'https://stories.example.com', TRUST_PROXY: '1' } });
  });
  afterAll(() => secure?.close());

  const register = (headers: Record<string, string>) =>
    request(secure.server)
      .post('/api/register')
      .set(headers)
      .send({ name: 'Sam Secure', email: fresh('secure'), password: PASSWORD })
      .expect(200);

  it('marks the session cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const res = await register({ 'X-Forwarded-Proto': 'https', Origin: 'https://stories.example.com' });
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('storyvault.sid='))!;
    const flags = cookie.split(';').map((p) => p.trim().toLowerCase());
    expect(flags).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
  });

  it('never sends the session cookie without Secure, even when a request arrives over plain http', async () => {
    const res = await register({});
    const cookies = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
    for (const cookie of cookies.filter((c) => c.startsWith('storyvault.sid=')))
      expect(cookie.toLowerCase()).toContain('; secure');
  });

  it('adds HSTS and upgrade-insecure-requests to API answers and pages', async () => {
    for (const path of ['/api/health', '/api/me', '/', '/dashboard', '/respond/write']) {
      const res = await request(secure.server).get(path).set('X-Forwarded-Proto', 'https');
      expectSecurityHeaders(res, path, true);
    }
  });
});
