// bench:api's vaults as the product would have filled them over months: written stories as
// seniors write them, the questions sent so far, their activities, and one open question each.
import { join } from 'node:path';
import { SESSION_SECRET } from './api-settings.mjs';
import { dist, require, withClient } from './bench-kit.mjs';

/** Written stories as seniors write them: a few sentences to a few paragraphs. */
const SENTENCES = [
  'We lived above the bakery on Elm Street, and every morning the smell of bread came up through the floorboards.',
  'My father walked to the mill before sunrise and came home with sawdust in his hair and a joke for each of us.',
  'The winter of 1958 was the coldest I remember; the river froze solid and the whole town went skating on it.',
  'Your grandmother and I met at a church dance, and I stepped on her feet so often that she laughed all evening.',
  'I saved for two summers to buy my first bicycle, a red Schwinn with a bell that I polished every Sunday.',
  'When the letter came saying I had the job at the newspaper, I read it standing in the mailbox queue three times.',
  'Our kitchen table was where everything happened: homework, arguments, birthday cakes and the long talks at night.',
  'Aunt Helen kept chickens in the backyard and paid us a penny for every egg we found without breaking it.',
  'The first time I saw the ocean I was nineteen, and I stood in the cold water until my feet went numb.',
  'We did not have much money, but my mother could make a feast out of potatoes, onions and a little butter.',
  'I learned to drive in my uncle’s pickup truck on a dirt road behind the orchard, and hit only one fence post.',
  'On Sunday afternoons the whole family gathered at the lake house, and the cousins swam until the light went gold.',
  'Moving to the city frightened me at first, with the noise and the crowds, but I came to love the streetcars.',
  'If I could tell my younger self one thing, it would be to worry less and to write more letters to the people I love.',
];

export function storyBodies(count) {
  return Array.from({ length: count }, (_, k) => {
    const length = 3 + (k % 6); // 3..8 sentences: about 330 to 900 characters
    return Array.from({ length }, (_, j) => SENTENCES[(k * 5 + j * 3) % SENTENCES.length]).join(' ');
  });
}

/**
 * Gives each vault a history as the product would have made it: `stories` written stories
 * answering the questions sent so far (answered in the queue, story_received and question_sent
 * activities, stories_count), and one open question sent an hour ago with a known response token.
 */
export async function fillVaults(databaseUrl, vaults) {
  const { tagsFor } = require(join(dist, 'modules', 'stories', 'domain', 'tags', 'tags.js'));
  const { issueResponseToken, sealToken } = require(join(dist, 'modules', 'delivery', 'domain', 'response-token.js'));
  const { AppSecrets } = require(join(dist, 'config', 'app-secrets.js'));
  const tokenKey = new AppSecrets({ SESSION_SECRET }).tokenKey;
  const bodies = storyBodies(24);
  const tokens = vaults.map(() => issueResponseToken());
  await withClient(databaseUrl, async (c) => {
    const ids = vaults.map((v) => v.id);
    const counts = vaults.map((v) => v.stories);
    // The questions sent so far (`asked` of them: the last one still open): library questions
    // outside the starter set, one every third day.
    const { rows } = await c.query(
      'SELECT count(*)::int AS n FROM questions WHERE is_prewritten AND starter_rank IS NULL',
    );
    const asked = counts.map((n) => Math.min(n, 120, rows[0].n - 1) + 1);
    await c.query(
      `WITH v AS (SELECT * FROM unnest($1::uuid[], $2::int[]) AS t(vault_id, asked)),
       lib AS (SELECT id, row_number() OVER (ORDER BY key) AS k FROM questions
               WHERE is_prewritten AND starter_rank IS NULL)
       INSERT INTO vault_questions (vault_id, question_id, sort_order, is_custom, state, sent_at, added_at)
       SELECT v.vault_id, lib.id, 1000 + lib.k, false, CASE WHEN lib.k = v.asked THEN 'sent' ELSE 'answered' END,
         now() - (v.asked - lib.k) * interval '3 days' - interval '1 hour', now() - (v.asked + 1) * interval '3 days'
       FROM v JOIN lib ON lib.k <= v.asked`,
      [ids, asked],
    );
    await c.query(
      `UPDATE vaults v SET created_at = t.since, setup_completed_at = t.since,
         last_sent_at = now() - interval '1 hour', stories_count = t.stories
       FROM (SELECT vault_id, stories, now() - (asked + 1) * interval '3 days' AS since
             FROM unnest($1::uuid[], $2::int[], $3::int[]) AS t(vault_id, stories, asked)) t
       WHERE v.id = t.vault_id`,
      [ids, counts, asked],
    );
    await c.query(
      `UPDATE activities a SET created_at = v.setup_completed_at FROM vaults v
       WHERE a.vault_id = v.id AND a.type = 'vault_created' AND v.id = ANY($1::uuid[])`,
      [ids],
    );
    // The open question: a sent question delivery with a token the soak answers by link.
    await c.query(
      `INSERT INTO deliveries (vault_id, kind, dedupe_key, recipient, vault_question_id, question_id, question_text,
         token_hash, token_sealed, message_id, state, attempts, sent_at, created_at)
       SELECT v.id, 'question', 'question:' || vq.id, v.senior_email, vq.id, q.id, q.text, t.hash, t.sealed,
         '<question-' || vq.id || '@bench.example.test>', 'sent', 1, vq.sent_at, vq.sent_at
       FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(vault_id, hash, sealed)
       JOIN vaults v ON v.id = t.vault_id
       JOIN vault_questions vq ON vq.vault_id = v.id AND vq.state = 'sent'
       JOIN questions q ON q.id = vq.question_id`,
      [ids, tokens.map((t) => t.tokenHash), tokens.map((t) => sealToken(t.token, tokenKey))],
    );
    // The stories, newest a day ago, each answering one of the answered questions.
    await c.query(
      `WITH v AS (SELECT * FROM unnest($1::uuid[], $2::int[]) AS t(vault_id, stories)),
       answered AS (
         SELECT vq.vault_id, vq.question_id, q.text, q.category, vq.sent_at,
           row_number() OVER (PARTITION BY vq.vault_id ORDER BY vq.sort_order) - 1 AS i,
           count(*) OVER (PARTITION BY vq.vault_id) AS m
         FROM vault_questions vq JOIN questions q ON q.id = vq.question_id
         WHERE vq.state = 'answered' AND vq.vault_id = ANY($1::uuid[]))
       INSERT INTO stories (vault_id, question_id, question_text, response_type, full_text, raw_text, tags, source,
         created_at)
       SELECT v.vault_id, a.question_id, a.text, 'written', b.body, b.body,
         ARRAY[a.category] || string_to_array(b.words, ' '),
         CASE WHEN s % 3 = 0 THEN 'link' ELSE 'email' END,
         LEAST(a.sent_at + interval '5 hours' + (s / a.m) * interval '7 hours', now() - interval '1 day')
       FROM v CROSS JOIN LATERAL generate_series(0, v.stories - 1) AS s
       JOIN answered a ON a.vault_id = v.vault_id AND a.i = s % a.m
       JOIN unnest($3::text[], $4::text[]) WITH ORDINALITY AS b(body, words, n) ON b.n = 1 + (s % $5)`,
      [ids, counts, bodies, bodies.map((b) => tagsFor(null, b).join(' ')), bodies.length],
    );
    const quote = (column) =>
      `'“' || CASE WHEN length(${column}) > 80 THEN rtrim(left(${column}, 79)) || '…' ELSE ${column} END || '”'`;
    await c.query(
      `INSERT INTO activities (vault_id, type, description, created_at, ref)
       SELECT s.vault_id, 'story_received', v.senior_name || ' shared a story: ' || ${quote('s.question_text')},
         s.created_at, s.id::text
       FROM stories s JOIN vaults v ON v.id = s.vault_id WHERE s.vault_id = ANY($1::uuid[])`,
      [ids],
    );
    await c.query(
      `INSERT INTO activities (vault_id, type, description, created_at)
       SELECT vq.vault_id, 'question_sent', 'Question sent to ' || v.senior_name || ': ' || ${quote('q.text')},
         vq.sent_at
       FROM vault_questions vq JOIN vaults v ON v.id = vq.vault_id JOIN questions q ON q.id = vq.question_id
       WHERE vq.state <> 'queued' AND vq.vault_id = ANY($1::uuid[])`,
      [ids],
    );
    await c.query('ANALYZE');
  });
  return tokens.map((t) => t.token);
}
