import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finding any story (docs/decisions/0105-searching-stories-in-postgresql.md): two text search
 * configurations that fold accents first (unaccent), one stemming English words, one keeping them
 * as written (names); a column a trigger keeps filled with every searchable part of a story, weighted
 * (title A, tags and period B, question C, text and transcript D), under a GIN index; and the
 * function that turns the words typed into a query (each word stemmed or as written, the last one
 * also as a prefix).
 */
export class SearchStories1795814000000 implements MigrationInterface {
  name = 'SearchStories1795814000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    for (const [name, dictionary] of [
      ['storyvault_english', 'english_stem'],
      ['storyvault_simple', 'simple'],
    ]) {
      await q.query(
        `CREATE TEXT SEARCH CONFIGURATION ${name} (COPY = ${dictionary === 'simple' ? 'simple' : 'english'})`,
      );
      await q.query(`ALTER TEXT SEARCH CONFIGURATION ${name}
        ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, ${dictionary}`);
    }
    // IMMUTABLE (both configurations are fixed once made): the same story always gives the same document.
    await q.query(`CREATE FUNCTION story_search_document(title text, tags text[], period text, question text,
        full_text text, transcript text) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('storyvault_english', coalesce(title, '')), 'A')
          || setweight(to_tsvector('storyvault_simple', coalesce(title, '')), 'A')
          || setweight(to_tsvector('storyvault_english', coalesce(array_to_string(tags, ' '), '')), 'B')
          || setweight(to_tsvector('storyvault_simple', coalesce(array_to_string(tags, ' '), '') || ' '
               || coalesce(period, '') || ' ' || coalesce(left(period, 4), '')), 'B')
          || setweight(to_tsvector('storyvault_english', coalesce(question, '')), 'C')
          || setweight(to_tsvector('storyvault_simple', coalesce(question, '')), 'C')
          || setweight(to_tsvector('storyvault_english', coalesce(full_text, '') || ' ' || coalesce(transcript, '')), 'D')
          || setweight(to_tsvector('storyvault_simple', coalesce(full_text, '') || ' ' || coalesce(transcript, '')), 'D')
      $$`);
    // The words as typed (letters and digits only, split by the api); the last one with :* as a prefix.
    await q.query(`CREATE FUNCTION story_search_query(terms text[]) RETURNS tsquery
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT string_agg('(' || concat_ws(' | ', nullif(english, ''), nullif(simple, '')) || ')', ' & ' ORDER BY n)::tsquery
        FROM (
          SELECT n,
            to_tsquery('storyvault_english', quoted)::text AS english,
            to_tsquery('storyvault_simple', quoted)::text AS simple
          FROM (
            SELECT n, '''' || replace(regexp_replace(term, ':\\*$', ''), '''', '''''') || ''''
              || CASE WHEN term LIKE '%:*' THEN ':*' ELSE '' END AS quoted
            FROM unnest(terms) WITH ORDINALITY AS t(term, n)
          ) words
        ) lexemes
        WHERE english <> '' OR simple <> ''
      $$`);
    // Filled by a trigger rather than GENERATED ... STORED: TypeORM reads a generated column's
    // expression from a table of its own (typeorm_metadata) that this schema does not have.
    await q.query(`ALTER TABLE stories ADD COLUMN search_document tsvector`);
    await q.query(`CREATE FUNCTION stories_fill_search_document() RETURNS trigger
      LANGUAGE plpgsql AS $$
        BEGIN
          NEW.search_document := story_search_document(NEW.title, NEW.tags, NEW.period, NEW.question_text,
            NEW.full_text, NEW.transcript);
          RETURN NEW;
        END
      $$`);
    await q.query(`CREATE TRIGGER stories_search_document
      BEFORE INSERT OR UPDATE OF title, tags, period, question_text, full_text, transcript ON stories
      FOR EACH ROW EXECUTE FUNCTION stories_fill_search_document()`);
    await q.query(`UPDATE stories SET search_document =
      story_search_document(title, tags, period, question_text, full_text, transcript)`);
    await q.query(`CREATE INDEX stories_search_document ON stories USING gin (search_document)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER stories_search_document ON stories`);
    await q.query(`DROP FUNCTION stories_fill_search_document()`);
    await q.query(`ALTER TABLE stories DROP COLUMN search_document`);
    await q.query(`DROP FUNCTION story_search_query(text[])`);
    await q.query(`DROP FUNCTION story_search_document(text, text[], text, text, text, text)`);
    await q.query(`DROP TEXT SEARCH CONFIGURATION storyvault_simple`);
    await q.query(`DROP TEXT SEARCH CONFIGURATION storyvault_english`);
  }
}
