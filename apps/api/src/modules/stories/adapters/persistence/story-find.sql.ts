/** The stories module's read statements in plain SQL: a story row, a page of a find (list, period, search), a page's files. */
import { STORY_HIGHLIGHT } from '@storyvault/contracts';
import { memberRoleSql } from '../../../vault/vault.public';
import { StoryFind } from '../../application/ports/story.repository';

/**
 * A story row under the entity's property names. The story reads (a page on every dashboard
 * load) go through plain SQL, at a fraction of TypeORM's find per call (docs/decisions/0031-hot-reads-in-plain-sql.md).
 */
export const STORY_AS_ENTITY = `SELECT id, vault_id AS "vaultId", delivery_id AS "deliveryId", source,
  inbound_message_id AS "inboundMessageId", send_id AS "sendId", question_id AS "questionId", question_text AS "questionText",
  title, period, response_type AS "responseType", full_text AS "fullText", raw_text AS "rawText", tags, media_key AS "mediaKey",
  created_at AS "createdAt", deleted_at AS "deletedAt", transcript_status AS "transcriptStatus", transcript,
  left_out_files AS "leftOutFiles"
  FROM stories`;

/**
 * The keys a find orders by, over a story row `s` (`query`: the search's tsquery), all in one
 * direction so that a page's cursor is one row comparison. Period: the year (a decade's first
 * year; stories without one last), a decade before its years, then arrival; a search: its rank,
 * then newest first.
 */
const FIND_ORDER = {
  arrival: { keys: () => ['s.created_at', 's.id'], direction: 'DESC' },
  period: {
    keys: () => [
      'coalesce(left(s.period, 4)::int, 2147483647)',
      "coalesce(s.period NOT LIKE '%s', true)",
      's.created_at',
      's.id',
    ],
    direction: 'ASC',
  },
  relevance: {
    keys: (query: string) => [
      `CASE WHEN s.id IN (SELECT id FROM ranked) THEN ts_rank(s.search_document, ${query}) ELSE -1 END`,
      's.created_at',
      's.id',
    ],
    direction: 'DESC',
  },
} as const;

/**
 * A search ranks only its newest matches (docs/decisions/0115-ranking-only-newest-matches.md): its RANKED_MATCHES
 * newest, best first; every older match follows them, newest first.
 * Ranking reads a story's whole search document, so ranking every match of a common word would
 * read thousands of them.
 */
export const RANKED_MATCHES = 200;
const ranked = (query: string) => `WITH ranked AS MATERIALIZED (SELECT r.id, r.created_at FROM stories r
    WHERE r.vault_id = $1 AND r.deleted_at IS NULL AND r.search_document @@ ${query}
    ORDER BY r.created_at DESC, r.id DESC LIMIT ${RANKED_MATCHES})`;
/** The older matches: only when there are more than RANKED_MATCHES, older than the last ranked. */
const OLDER_THAN_RANKED = `(SELECT count(*) FROM ranked) = ${RANKED_MATCHES}
  AND (s.created_at, s.id) < (SELECT created_at, id FROM ranked ORDER BY created_at, id LIMIT 1)`;

/**
 * A search's snippet: a passage of 15 to 35 of the story's words (its text, and its transcript when
 * that differs) around the best match, marked; control characters in the story are blanked first
 * so that the marks are the only ones (ts_headline drops markup tags itself).
 */
const highlight = (query: string, options: string) => `ts_headline('storyvault_english',
  regexp_replace(page."fullText" || CASE WHEN page.transcript IS NOT NULL AND page.transcript <> page."fullText"
    THEN E'\\n' || page.transcript ELSE '' END, '[\\x01-\\x08\\x0e-\\x1f]', ' ', 'g'),
  ${query}, ${options})`;
const HIGHLIGHT_OPTIONS = `StartSel="${STORY_HIGHLIGHT.start}", StopSel="${STORY_HIGHLIGHT.end}", MaxWords=35, MinWords=15`;

/**
 * A found story's files, under the attachment's property names, in the order the story shows them
 * (STORY_ATTACHMENTS_SQL's): a page of a find brings its files in its own statement rather than
 * in a second one after it (docs/decisions/0118-a-find-brings-its-files.md).
 */
const PAGE_ATTACHMENTS = `(SELECT coalesce(json_agg(json_build_object('id', a.id, 'storyId', a.story_id, 'kind', a.kind,
    'filename', a.filename, 'contentType', a.content_type, 'sizeBytes', a.size_bytes, 'mediaKey', a.media_key,
    'addedBy', a.added_by, 'addedByName', a.added_by_name) ORDER BY a.created_at ASC, a.filename ASC), '[]')
  FROM story_attachments a WHERE a.story_id = page.id)`;

/**
 * findPage's statement (its cursor checked first): each story with its files (`attachments`) and,
 * in a search, its snippet (`highlight`); with a reader, stories only for a member of the vault,
 * each with their role (`readerRole`, docs/decisions/0119-a-search-reads-its-readers-role.md).
 * Exported so that `npm run bench:search` runs the very same SQL bare.
 */
export function storyFindStatement(vaultId: string, find: StoryFind): { sql: string; params: unknown[] } {
  const params: unknown[] = [vaultId, find.limit];
  const param = (value: unknown) => `$${params.push(value)}`;
  const query = find.words ? `story_search_query(${param(find.words)}::text[])` : '';
  const order = FIND_ORDER[find.words && find.order === 'arrival' ? 'relevance' : find.order];
  const keys = order.keys(query).join(', ');
  const conditions = ['s.vault_id = $1', 's.deleted_at IS NULL'];
  const matching = find.words ? [`s.search_document @@ ${query}`] : [];
  const cursor: string[] = [];
  if (find.before)
    cursor.push(
      `(${keys}) ${order.direction === 'DESC' ? '<' : '>'} (SELECT ${keys} FROM stories s WHERE s.id = ${param(find.before)}::uuid)`,
    );
  const orderBy = (keys: readonly string[]) => `ORDER BY ${keys.join(` ${order.direction}, `)} ${order.direction}`;
  // A search: its ranked matches (by id: they match, their documents are read once, to rank them)
  // and the older ones (through the index on arrival) apart.
  const page =
    order !== FIND_ORDER.relevance
      ? `${STORY_AS_ENTITY} s WHERE ${[...conditions, ...matching, ...cursor].join(' AND ')} ${orderBy(order.keys(query))} LIMIT $2`
      : `SELECT * FROM (
      (${STORY_AS_ENTITY.replace(' FROM stories', `, ${order.keys(query)[0]} AS rank FROM stories`)} s
        WHERE ${[...conditions, 's.id IN (SELECT id FROM ranked)', ...cursor].join(' AND ')}
        ${orderBy(order.keys(query))} LIMIT $2)
      UNION ALL
      (${STORY_AS_ENTITY.replace(' FROM stories', ', -1 AS rank FROM stories')} s
        WHERE ${[...conditions, ...matching, OLDER_THAN_RANKED, ...cursor].join(' AND ')}
        ${orderBy(['s.created_at', 's.id'])} LIMIT $2)
    ) found ${orderBy(['rank', '"createdAt"', 'id'])} LIMIT $2`;
  const snippet = find.words ? `, ${highlight(query, param(HIGHLIGHT_OPTIONS))} AS highlight` : '';
  // The role is read once (an uncorrelated subquery); without one the page is not read at all.
  const role = find.readerId ? memberRoleSql('$1', `${param(find.readerId)}::uuid`) : null;
  const sql = `${order === FIND_ORDER.relevance ? ranked(query) : ''} SELECT page.*, ${PAGE_ATTACHMENTS} AS attachments${snippet}
    ${role ? `, ${role} AS "readerRole"` : ''}
    FROM (${page}) page ${role ? `WHERE ${role} IS NOT NULL` : ''}`;
  return { sql, params };
}

/** The files of the stories of a page, in the order each story shows them. */
export const STORY_ATTACHMENTS_SQL = `SELECT id, story_id AS "storyId", kind, filename, content_type AS "contentType",
  size_bytes AS "sizeBytes", media_key AS "mediaKey", added_by AS "addedBy", added_by_name AS "addedByName",
  created_at AS "createdAt"
  FROM story_attachments WHERE story_id = ANY($1::uuid[]) ORDER BY created_at ASC, filename ASC`;
