/**
 * The vault module's part of delivery's schedule statements (docs/decisions/0920-each-module-owns-its-tables.md).
 * Sending exactly once depends on a sent question leaving the queue, its activity being logged,
 * the schedule moving and the claim (delivery's `vault_claims`) ending together, in one statement;
 * so the vault module writes the SQL that changes its tables (`vaults`, `vault_questions`,
 * `activities`) and delivery's adapter puts it beside its own, the way the event outbox gives its
 * CTEs to the statements that raise events. Delivery reads what is due from the view
 * `vault_schedules`.
 *
 * Each part names the CTEs or parameters it reads; `$n` placeholders are the caller's.
 */
export const vaultScheduleSql = {
  /** A statement: the introduction of the vault `vaultId` sent at `at`. */
  introSent: (vaultId: string, at: string) => `UPDATE vaults SET intro_sent_at = ${at} WHERE id = ${vaultId}`,

  /**
   * CTEs for questions sent. `input` has (vault_id, question_id, at, next_send_at, activity, details, n)
   * (`activity` the English line, `details` what happened, as jsonb);
   * `released` has the `n` of the claims that ended. Defines `taken` (the `n` whose question left
   * the queue now), logs their `question_sent` activities, and moves the schedule of the vaults
   * whose claim ended.
   */
  questionsSent: (input: string, released: string) => `
       taken AS (
         UPDATE vault_questions q SET state = 'sent', sent_at = i.at FROM ${input} i
         WHERE q.vault_id = i.vault_id AND q.question_id = i.question_id AND q.state = 'queued'
         RETURNING i.n),
       logged AS (
         INSERT INTO activities (vault_id, type, description, details, created_at)
         SELECT i.vault_id, 'question_sent', i.activity, i.details, i.at FROM ${input} i JOIN taken USING (n)),
       moved AS (
         UPDATE vaults v SET last_sent_at = i.at, next_send_at = i.next_send_at
         FROM ${input} i JOIN ${released} USING (n) WHERE v.id = i.vault_id)`,

  /**
   * A statement: the queue was empty; the schedule of the vaults in `released` (a CTE of
   * `vault_id`) moves to `nextSendAt`, and `notifiedAt` (when not null) records that the owner was told.
   */
  queueEmpty: (released: string, nextSendAt: string, notifiedAt: string) =>
    `UPDATE vaults SET next_send_at = ${nextSendAt}, queue_empty_notified_at = COALESCE(${notifiedAt}, queue_empty_notified_at)
       WHERE id IN (SELECT vault_id FROM ${released})`,

  /**
   * CTEs for a skipped question: when `skipped` (a CTE) has a row, the queue's question
   * `vaultQuestionId` of `vaultId` goes back to the end of the queue and the `question_skipped`
   * activity (`activity` its English line, `details` what happened, as jsonb) is logged at `at`.
   */
  questionSkipped: (p: {
    skipped: string;
    vaultId: string;
    vaultQuestionId: string;
    at: string;
    activity: string;
    details: string;
  }) => `
       requeued AS (
         UPDATE vault_questions q SET state = 'queued', sent_at = NULL,
           sort_order = (SELECT COALESCE(MAX(o.sort_order), 0) + 1 FROM vault_questions o WHERE o.vault_id = q.vault_id)
         WHERE q.id = ${p.vaultQuestionId} AND q.vault_id = ${p.vaultId} AND q.state = 'sent'
           AND EXISTS (SELECT 1 FROM ${p.skipped})),
       logged AS (
         INSERT INTO activities (vault_id, type, description, details, created_at)
         SELECT ${p.vaultId}, 'question_skipped', ${p.activity}, ${p.details}::jsonb, ${p.at} FROM ${p.skipped})`,
};
