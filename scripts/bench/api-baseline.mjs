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

/**
 * The statements the product sends for these reads, as it sends them (its repositories' own SQL;
 * `bench:api` checks that both servers answer the same JSON, so a read the product changes shows).
 */
const SQL = {
  // The session store's get, with its user in the same statement (auth's SessionWithUserStore).
  // The product writes a session back at most once a day (its cookie then sent again), so reads
  // of a session signed in minutes ago write nothing.
  session:
    'SELECT s.sess, u.id, u.name, u.email, u.password_hash AS "passwordHash", u.has_full_access AS "hasFullAccess", ' +
    'u.created_at AS "createdAt", u.updated_at AS "updatedAt", u.delete_after AS "deleteAfter", u.language ' +
    "FROM sessions s LEFT JOIN users u ON u.id = CASE WHEN s.sess ->> 'userId' ~* " +
    "'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (s.sess ->> 'userId')::uuid END " +
    'WHERE s.sid = $1 AND s.expire >= to_timestamp($2)',
  vaultColumns:
    'id, owner_id AS "ownerId", senior_name AS "seniorName", senior_email AS "seniorEmail", senior_phone AS "seniorPhone", ' +
    'delivery_method AS "deliveryMethod", frequency_weeks AS "frequencyWeeks", send_intro_email AS "sendIntroEmail", ' +
    'is_setup_complete AS "isSetupComplete", setup_completed_at AS "setupCompletedAt", next_send_at AS "nextSendAt", ' +
    'send_weekday AS "sendWeekday", time_zone AS "timeZone", language, intro_sent_at AS "introSentAt", ' +
    'last_sent_at AS "lastSentAt", queue_empty_notified_at AS "queueEmptyNotifiedAt", stories_count AS "storiesCount", ' +
    'paused_until AS "pausedUntil", pause_kind AS "pauseKind", paused_by AS "pausedBy", ' +
    `to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", starts_at AS "startsAt", intro_note AS "introNote", ` +
    'created_at AS "createdAt", updated_at AS "updatedAt"',
  // VaultAccess.require: the vault with the signed-in user's membership, or nothing.
  get vault() {
    return `SELECT v.*, m.role FROM (SELECT ${this.vaultColumns} FROM vaults) v JOIN vault_members m ON m.vault_id = v.id WHERE m.vault_id = $1 AND m.user_id = $2`;
  },
  // ListVaults: the vaults the user is a member of, the owned ones first.
  get vaultsOfMember() {
    return `SELECT v.*, m.role FROM (SELECT ${this.vaultColumns} FROM vaults) v JOIN vault_members m ON m.vault_id = v.id WHERE m.user_id = $1 ORDER BY (v."ownerId" = $1) DESC, v."createdAt" ASC, v.id ASC`;
  },
  queue:
    'SELECT id, vault_id AS "vaultId", question_id AS "questionId", sort_order AS "order", is_custom AS "isCustom", ' +
    `state, sent_at AS "sentAt", added_at AS "addedAt" FROM vault_questions WHERE vault_id = $1 AND state = 'queued' ` +
    'ORDER BY sort_order ASC, added_at ASC',
  asked: "SELECT question_id FROM vault_questions WHERE vault_id = $1 AND state != 'queued' ORDER BY sent_at ASC",
  questions:
    'SELECT id, key, text, category, is_prewritten AS "isPrewritten", owner_id AS "ownerId", starter_rank AS "starterRank", ' +
    'created_at AS "createdAt" FROM questions WHERE id = ANY($1::uuid[])',
  withPhotos:
    'SELECT question_id AS "questionId" FROM question_photos WHERE vault_id = $1 AND question_id = ANY($2::uuid[])',
  storyColumns:
    'SELECT id, vault_id AS "vaultId", delivery_id AS "deliveryId", source, inbound_message_id AS "inboundMessageId", ' +
    'question_id AS "questionId", question_text AS "questionText", title, period, response_type AS "responseType", ' +
    'full_text AS "fullText", raw_text AS "rawText", tags, media_key AS "mediaKey", created_at AS "createdAt", ' +
    'deleted_at AS "deletedAt", transcript_status AS "transcriptStatus", transcript, left_out_files AS "leftOutFiles" ' +
    'FROM stories',
  get stories() {
    return `${this.storyColumns} WHERE vault_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC`;
  },
  // A page (?limit=&before=): the cursor story in this vault, then the stories after it.
  cursor: 'SELECT 1 FROM stories WHERE id = $1 AND vault_id = $2',
  page(after) {
    return (
      `${this.storyColumns} WHERE vault_id = $1 AND deleted_at IS NULL` +
      (after ? ' AND (created_at, id) < (SELECT c.created_at, c.id FROM stories c WHERE c.id = $3)' : '') +
      ' ORDER BY created_at DESC, id DESC LIMIT $2'
    );
  },
  attachments:
    'SELECT id, story_id AS "storyId", kind, filename, content_type AS "contentType", size_bytes AS "sizeBytes", ' +
    'media_key AS "mediaKey", added_by AS "addedBy", added_by_name AS "addedByName", created_at AS "createdAt" ' +
    'FROM story_attachments WHERE story_id = ANY($1::uuid[]) ORDER BY created_at ASC, filename ASC',
  activities:
    'SELECT id, vault_id AS "vaultId", type, description, details, created_at AS "createdAt" FROM activities ' +
    "WHERE vault_id = $1 AND ($3 OR audience = 'family') AND ($4::varchar[] IS NULL OR type = ANY($4)) " +
    'ORDER BY created_at DESC LIMIT $2',
};

/** The product's own pure functions for what a read computes beyond its rows (the same answer, the same work). */
function productRules() {
  const domain = (...parts) => require(join(dist, 'modules', ...parts));
  return {
    ...domain('vault', 'domain', 'schedule.js'),
    ...domain('vault', 'domain', 'pause.js'),
    ...domain('vault', 'domain', 'vault-permissions.js'),
    ...domain('vault', 'domain', 'activity-line.js'),
    ...domain('question', 'domain', 'question-photo.js'),
    ...domain('stories', 'domain', 'original-text.js'),
  };
}

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
  const rules = productRules();
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
  const secret = process.env.SESSION_SECRET;
  const query = async (text, values) => (await pool.query(text, values)).rows;

  async function memberVault(vaultId, userId) {
    if (!UUID.test(vaultId)) return null;
    const [vault] = await query(SQL.vault, [vaultId, userId]);
    return vault ?? null;
  }

  const queue = (vaultId) => query(SQL.queue, [vaultId]);
  const withPhotos = async (vaultId, questionIds) => {
    const ids = [...new Set(questionIds.filter((id) => UUID.test(id)))];
    if (!ids.length) return new Set();
    return new Set((await query(SQL.withPhotos, [vaultId, ids])).map((r) => r.questionId));
  };

  /** A vault as the product shows it to a member (vault-views' toVaultView). */
  function vaultView(v, user, queueLength, asked, now) {
    const owner = v.role === 'owner';
    const seesContact = rules.roleAllows(v.role, 'vault.seniorContact');
    const seesQueue = rules.roleAllows(v.role, 'curate');
    // Every account of the bench owns its vaults: the owner is the user.
    const frequency = owner && user.hasFullAccess ? v.frequencyWeeks : 1;
    const pause = rules.currentPause(v, now);
    return {
      id: v.id,
      seniorName: v.seniorName,
      seniorEmail: seesContact ? v.seniorEmail : '',
      seniorPhone: seesContact ? v.seniorPhone : null,
      deliveryMethod: v.deliveryMethod,
      frequency: v.frequencyWeeks,
      effectiveFrequency: frequency,
      sendIntroEmail: v.sendIntroEmail,
      isSetupComplete: v.isSetupComplete,
      createdAt: iso(v.createdAt),
      nextQuestionAt: seesQueue && queueLength > 0 && v.nextSendAt ? iso(v.nextSendAt) : null,
      upcomingQuestionsAt:
        seesQueue && v.nextSendAt
          ? rules
              .upcomingSends({
                first: v.nextSendAt,
                count: queueLength,
                sendWeekday: v.sendWeekday,
                timeZone: v.timeZone,
                frequency,
              })
              .map((at) => at.toISOString())
          : [],
      askedQuestionIds: seesQueue ? asked : [],
      role: v.role,
      sendWeekday: v.sendWeekday,
      timeZone: v.timeZone,
      language: v.language,
      ownerName: user.name,
      pausedUntil: pause?.pausedUntil?.toISOString() ?? null,
      pauseKind: pause?.pauseKind ?? null,
      pausedBy: pause?.pausedBy ?? null,
      startsOn: v.startsOn && !v.introSentAt ? v.startsOn : null,
      giftMessage: rules.roleAllows(v.role, 'vault.giftMessage') ? (v.introNote ?? null) : null,
    };
  }

  /** A story as the product shows it to a member (stories.controller's toStoryView). */
  function storyView(s, files, role, userId, photoQuestions) {
    // A voice story without text of its own shows its transcript (Story's text).
    const transcribed = !(s.fullText.trim() || !s.transcript);
    const text = transcribed ? s.transcript : s.fullText;
    return {
      id: s.id,
      createdAt: iso(s.createdAt),
      question: { text: s.questionText },
      title: s.title ?? s.questionText,
      period: s.period,
      responseType: s.responseType,
      tags: showTags(s.tags),
      fullText: text,
      ...(rules.roleAllows(role, 'readOriginal') ? { rawText: rules.maskOriginal(s.rawText) } : {}),
      audioUrl: s.mediaKey ? `/api/stories/${s.id}/audio` : null,
      photos: files
        .filter((a) => a.kind === 'photo')
        .map((a) => ({
          url: `/api/stories/${s.id}/photos/${a.id}`,
          thumbnailUrl: `/api/stories/${s.id}/photos/${a.id}?size=thumb`,
          filename: a.filename,
          id: a.id,
          ...(a.addedByName !== null ? { addedBy: { name: a.addedByName } } : {}),
          canRemove:
            a.addedByName !== null &&
            rules.roleAllows(role, 'story.photo.remove', { isAdder: Boolean(a.addedBy) && a.addedBy === userId }),
        })),
      transcriptStatus: s.transcriptStatus,
      transcript: s.transcript,
      textTranscribed: transcribed,
      ...(s.questionId && photoQuestions.has(s.questionId)
        ? { photoUrl: rules.questionPhotoUrl(s.vaultId, s.questionId, 'web') }
        : {}),
      ...(s.leftOutFiles?.length
        ? { leftOutFiles: s.leftOutFiles.map((f) => ({ filename: f.filename, sizeBytes: Number(f.sizeBytes) })) }
        : {}),
    };
  }

  const reads = {
    async vaults(user) {
      const vaults = await query(SQL.vaultsOfMember, [user.id]);
      const now = new Date();
      return Promise.all(
        vaults.map(async (v) => {
          const queueLength = (await queue(v.id)).length;
          const asked = (await query(SQL.asked, [v.id])).map((a) => a.question_id);
          return vaultView(v, user, queueLength, asked, now);
        }),
      );
    },
    async questions(user, vaultId) {
      if (!(await memberVault(vaultId, user.id))) return null;
      const items = await queue(vaultId);
      const ids = [...new Set(items.map((q) => q.questionId))];
      const questions = new Map(ids.length ? (await query(SQL.questions, [ids])).map((q) => [q.id, q]) : []);
      const photos = await withPhotos(vaultId, ids);
      return items
        .filter((q) => questions.has(q.questionId))
        .map((q) => ({
          id: q.id,
          questionId: q.questionId,
          order: Number(q.order),
          isCustom: q.isCustom,
          question: { text: questions.get(q.questionId).text, category: questions.get(q.questionId).category },
          ...(photos.has(q.questionId)
            ? {
                photoUrl: rules.questionPhotoUrl(vaultId, q.questionId, 'web'),
                thumbnailUrl: rules.questionPhotoUrl(vaultId, q.questionId, 'thumb'),
              }
            : {}),
        }));
    },
    async stories(user, vaultId, search, res) {
      const vault = await memberVault(vaultId, user.id);
      if (!vault) return null;
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
      for (const a of attachments) byStory.set(a.storyId, [...(byStory.get(a.storyId) ?? []), a]);
      const photoQuestions = await withPhotos(
        vaultId,
        stories.flatMap((s) => (s.questionId ? [s.questionId] : [])),
      );
      return stories.map((s) => storyView(s, byStory.get(s.id) ?? [], vault.role, user.id, photoQuestions));
    },
    async stats(user, vaultId) {
      const vault = await memberVault(vaultId, user.id);
      if (!vault) return null;
      const since = vault.setupCompletedAt;
      return {
        storiesCount: vault.storiesCount,
        questionsCount: (await queue(vaultId)).length,
        daysActive: since ? Math.max(1, Math.floor((Date.now() - since.getTime()) / DAY_MS) + 1) : 0,
      };
    },
    async activities(user, vaultId) {
      const vault = await memberVault(vaultId, user.id);
      if (!vault) return null;
      const manages = rules.roleAllows(vault.role, 'manage');
      // Members read the stories' lines only; the bench's readers are owners.
      if (!manages) throw new Error('the baseline answers owners only');
      return (await query(SQL.activities, [vaultId, 50, true, null])).map((a) => ({
        id: a.id,
        type: a.type,
        description: a.details ? rules.activityLine(user.language, a.details, a.createdAt) : a.description,
        createdAt: iso(a.createdAt),
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
      const [user] = sid ? await query(SQL.session, [sid, Math.ceil(Date.now() / 1000)]) : [];
      if (!user?.id) return send(res, 401, { statusCode: 401, code: 'NOT_SIGNED_IN', message: 'Please sign in.' });
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
    // BENCH_BASELINE_NODE_ARGS: Node options for the baseline (a profiler's, as BENCH_API_NODE_ARGS for the api).
    execArgv: (process.env.BENCH_BASELINE_NODE_ARGS ?? '').split(' ').filter(Boolean),
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
