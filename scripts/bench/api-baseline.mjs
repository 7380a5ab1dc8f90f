// bench:api's baseline: node:http + pg Pool, the product's SQL and JSON for the five dashboard
// reads, nothing else. It runs in a child process (this file, forked by startBaseline with
// BENCH_API_BASELINE=1) so that it has a CPU to itself as the product does.
import { fork } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { POOL_SIZE, SESSION_COOKIE, SESSION_SECRET } from './api-settings.mjs';
import { join } from 'node:path';
import { dist, require } from './bench-kit.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The statements the product sends for these reads (TypeORM's, with its aliases dropped). */
const SQL = {
  // connect-pg-simple's get. The product writes a session back at most once a day (its cookie
  // then sent again), so reads of a session signed in minutes ago write nothing.
  session: 'SELECT sess FROM "sessions" WHERE sid = $1 AND expire >= to_timestamp($2)',
  // SignedInGuard: UserRepository.findById.
  user:
    'SELECT "id", "name", "email", "password_hash", "has_full_access", "created_at", "updated_at" ' +
    'FROM "users" WHERE (("id" = $1)) LIMIT 1',
  vaultColumns:
    '"id", "owner_id", "senior_name", "senior_email", "senior_phone", "delivery_method", "frequency_weeks", ' +
    '"send_intro_email", "is_setup_complete", "setup_completed_at", "next_send_at", "intro_sent_at", ' +
    '"last_sent_at", "queue_empty_notified_at", "stories_count", "created_at", "updated_at"',
  // VaultAccess.require: the vault with the signed-in user's membership, or nothing.
  get vault() {
    return `SELECT v.*, m.role FROM (SELECT ${this.vaultColumns} FROM "vaults") v JOIN vault_members m ON m.vault_id = v.id WHERE v.id = $1 AND m.user_id = $2`;
  },
  // ListVaults: the vaults the user is a member of, the owned ones first.
  get vaultsOfMember() {
    return `SELECT v.*, m.role FROM (SELECT ${this.vaultColumns} FROM "vaults") v JOIN vault_members m ON m.vault_id = v.id WHERE m.user_id = $1 ORDER BY (v.owner_id = $1) DESC, v.created_at ASC, v.id ASC`;
  },
  queue:
    'SELECT "id", "vault_id", "question_id", "sort_order", "is_custom", "state", "sent_at", "added_at" ' +
    'FROM "vault_questions" WHERE (("vault_id" = $1) AND ("state" = $2)) ORDER BY "sort_order" ASC, "added_at" ASC',
  asked:
    'SELECT "question_id" FROM "vault_questions" WHERE (("vault_id" = $1) AND ("state" != $2)) ORDER BY "sent_at" ASC',
  questions:
    'SELECT "id", "key", "text", "category", "is_prewritten", "owner_id", "starter_rank", "created_at" ' +
    'FROM "questions" WHERE "id" = ANY($1::uuid[])',
  stories:
    'SELECT "id", "vault_id", "delivery_id", "source", "inbound_message_id", "question_id", "question_text", ' +
    '"response_type", "full_text", "raw_text", "tags", "media_key", "created_at" ' +
    'FROM "stories" WHERE (("vault_id" = $1)) ORDER BY "created_at" DESC, "id" DESC',
  // A page (?limit=&before=): the cursor story in this vault, then the stories after it.
  cursor: 'SELECT 1 FROM stories WHERE id = $1 AND vault_id = $2',
  page: (after) =>
    'SELECT "s"."id", "s"."vault_id", "s"."delivery_id", "s"."source", "s"."inbound_message_id", "s"."question_id", ' +
    '"s"."question_text", "s"."response_type", "s"."full_text", "s"."raw_text", "s"."tags", "s"."media_key", ' +
    '"s"."created_at" FROM "stories" "s" WHERE "s"."vault_id" = $1' +
    (after ? ' AND ("s"."created_at", "s"."id") < (SELECT c.created_at, c.id FROM stories c WHERE c.id = $3)' : '') +
    ' ORDER BY "s"."created_at" DESC, "s"."id" DESC LIMIT $2',
  attachments:
    'SELECT "id", "story_id", "kind", "filename", "content_type", "size_bytes", "media_key", "created_at" ' +
    'FROM "story_attachments" WHERE "story_id" = ANY($1::uuid[]) ORDER BY "created_at" ASC, "filename" ASC',
  activities:
    'SELECT "id", "vault_id", "type", "description", "created_at" FROM "activities" ' +
    'WHERE (("vault_id" = $1)) ORDER BY "created_at" DESC LIMIT 50',
};

/** The tags a story shows, as the product computes them (library categories by name, no noise words). */
function tagsShown() {
  const { displayTags } = require(join(dist, 'modules', 'stories', 'domain', 'tags', 'tags.js'));
  const { CATEGORY_LABELS, PREWRITTEN_CATEGORIES } = require('@storyvault/contracts');
  const categories = Object.fromEntries(
    Object.entries(CATEGORY_LABELS).map(([slug, name]) => [slug, PREWRITTEN_CATEGORIES.includes(slug) ? name : '']),
  );
  return (tags) => displayTags(tags, categories);
}

/** cookie-signature's sign/unsign, as express-session uses them. */
function signCookie(value, secret) {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`;
}

function unsignCookie(signed, secret) {
  const value = signed.slice(0, signed.lastIndexOf('.'));
  const expected = Buffer.from(signCookie(value, secret));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : false;
}

function sessionIdFrom(cookieHeader, secret) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    return value.startsWith('s:') ? unsignCookie(value.slice(2), secret) || null : null;
  }
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BAD_PAGE = Symbol('bad page');
const iso = (date) => (date ? new Date(date).toISOString() : null);

function runBaselineServer() {
  const { Pool } = require('pg');
  const showTags = tagsShown();
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
  const secret = process.env.SESSION_SECRET;
  const query = async (text, values) => (await pool.query(text, values)).rows;

  async function ownedVault(vaultId, ownerId) {
    if (!UUID.test(vaultId)) return null;
    const [vault] = await query(SQL.vault, [vaultId, ownerId]);
    return vault ?? null;
  }

  const queue = (vaultId) => query(SQL.queue, [vaultId, 'queued']);

  const reads = {
    async vaults(user) {
      const vaults = await query(SQL.vaultsOfMember, [user.id]);
      return Promise.all(
        vaults.map(async (v) => {
          const queueLength = (await queue(v.id)).length;
          const asked = await query(SQL.asked, [v.id, 'queued']);
          return {
            id: v.id,
            seniorName: v.senior_name,
            seniorEmail: v.senior_email,
            seniorPhone: v.senior_phone,
            deliveryMethod: v.delivery_method,
            frequency: v.frequency_weeks,
            effectiveFrequency: user.has_full_access ? v.frequency_weeks : 1,
            sendIntroEmail: v.send_intro_email,
            isSetupComplete: v.is_setup_complete,
            createdAt: iso(v.created_at),
            nextQuestionAt: queueLength > 0 && v.next_send_at ? iso(v.next_send_at) : null,
            askedQuestionIds: asked.map((a) => a.question_id),
            role: v.role,
            // Every account of the bench owns its vaults: the owner's name is the user's own.
            ownerName: user.name,
          };
        }),
      );
    },
    async questions(user, vaultId) {
      if (!(await ownedVault(vaultId, user.id))) return null;
      const items = await queue(vaultId);
      const ids = [...new Set(items.map((q) => q.question_id))];
      const questions = new Map(ids.length ? (await query(SQL.questions, [ids])).map((q) => [q.id, q]) : []);
      return items
        .filter((q) => questions.has(q.question_id))
        .map((q) => ({
          id: q.id,
          questionId: q.question_id,
          order: Number(q.sort_order),
          isCustom: q.is_custom,
          question: { text: questions.get(q.question_id).text, category: questions.get(q.question_id).category },
        }));
    },
    async stories(user, vaultId, search, res) {
      if (!(await ownedVault(vaultId, user.id))) return null;
      const limitText = search.get('limit');
      const before = search.get('before');
      let stories;
      if (limitText === null && before === null) stories = await query(SQL.stories, [vaultId]);
      else {
        const limit = limitText === null ? 20 : Number(limitText);
        if (!/^\d{1,3}$/.test(limitText ?? '20') || limit < 1 || limit > 100) return BAD_PAGE;
        if (before !== null && !(UUID.test(before) && (await query(SQL.cursor, [before, vaultId])).length))
          return BAD_PAGE;
        const found = await query(
          SQL.page(before !== null),
          before === null ? [vaultId, limit + 1] : [vaultId, limit + 1, before],
        );
        stories = found.slice(0, limit);
        if (found.length > limit)
          res.setHeader(
            'Link',
            `</api/vaults/${vaultId}/stories?limit=${limit}&before=${stories[stories.length - 1].id}>; rel="next"`,
          );
      }
      const ids = stories.map((s) => s.id);
      const attachments = ids.length ? await query(SQL.attachments, [ids]) : [];
      const byStory = new Map();
      for (const a of attachments) byStory.set(a.story_id, [...(byStory.get(a.story_id) ?? []), a]);
      return stories.map((s) => ({
        id: s.id,
        createdAt: iso(s.created_at),
        question: { text: s.question_text },
        responseType: s.response_type,
        tags: showTags(s.tags),
        fullText: s.full_text,
        rawText: s.raw_text,
        audioUrl: s.media_key ? `/api/stories/${s.id}/audio` : null,
        photos: (byStory.get(s.id) ?? [])
          .filter((a) => a.kind === 'photo')
          .map((a) => ({ url: `/api/stories/${s.id}/photos/${a.id}`, filename: a.filename })),
      }));
    },
    async stats(user, vaultId) {
      const vault = await ownedVault(vaultId, user.id);
      if (!vault) return null;
      const since = vault.setup_completed_at;
      return {
        storiesCount: vault.stories_count,
        questionsCount: (await queue(vaultId)).length,
        daysActive: since ? Math.max(1, Math.floor((Date.now() - since.getTime()) / DAY_MS) + 1) : 0,
      };
    },
    async activities(user, vaultId) {
      if (!(await ownedVault(vaultId, user.id))) return null;
      return (await query(SQL.activities, [vaultId])).map((a) => ({
        id: a.id,
        type: a.type,
        description: a.description,
        createdAt: iso(a.created_at),
      }));
    },
  };

  const ROUTE = /^\/api\/vaults(?:\/([^/?]+)\/(questions|stories|stats|activities))?\/?(?:\?(.*))?$/;
  const send = (res, status, body, headers = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      ...headers,
    });
    res.end(text);
  };

  const server = createHttpServer(async (req, res) => {
    try {
      const route = req.method === 'GET' ? ROUTE.exec(req.url) : null;
      if (!route) return send(res, 404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
      const sid = sessionIdFrom(req.headers.cookie, secret);
      const [session] = sid ? await query(SQL.session, [sid, Math.ceil(Date.now() / 1000)]) : [];
      const userId = session?.sess?.userId;
      const [user] = userId && UUID.test(userId) ? await query(SQL.user, [userId]) : [];
      if (!user) return send(res, 401, { statusCode: 401, code: 'NOT_SIGNED_IN', message: 'Please sign in.' });
      const [, vaultId, what, search] = route;
      const body = await reads[what ?? 'vaults'](user, vaultId, new URLSearchParams(search ?? ''), res);
      if (body === BAD_PAGE)
        return send(res, 400, { statusCode: 400, code: 'INVALID_PAGE', message: 'Bad limit or before' });
      if (body === null) return send(res, 404, { statusCode: 404, code: 'VAULT_NOT_FOUND', message: 'Not found' });
      send(res, 200, body);
    } catch (error) {
      send(res, 500, { statusCode: 500, code: 'INTERNAL', message: String(error) });
    }
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('message', (message) => {
    if (message === 'stop') server.close(() => pool.end().then(() => process.exit(0)));
  });
  process.on('disconnect', () => process.exit(0));
}

/** The baseline in its own process, on `databaseUrl`; `stop` ends it (also at clean-up). */
export async function startBaseline(databaseUrl, cleanups) {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_API_BASELINE: '1', DATABASE_URL: databaseUrl, SESSION_SECRET },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.removeAllListeners('exit');
      child.once('exit', resolve);
      child.send('stop');
    });
  cleanups.push(stop);
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop };
}

if (process.env.BENCH_API_BASELINE === '1') runBaselineServer();
