/**
 * SQL: the owner `ownerId` (a column) has no subscription that ended (billing's
 * SubscriptionStanding, docs/decisions/0059-never-locked-out.md): no question and no reminder goes
 * while it has, until they renew. An account that never paid is not left out (its trial goes on).
 * Nor does any go while the owner's account waits to be deleted
 * (docs/decisions/0096-deleting-an-account.md): signing in during the grace clears
 * `delete_after`, and the questions go on.
 * Whether it ended is billing's rule, its SQL function `billing_subscription_ended` (a failed
 * payment's 7 days of grace included; docs/decisions/0940-billing-standing-in-sql.md), asked only
 * of owners without full access; the account is read from auth's `accounts`.
 */
export const ownerNotEnded = (ownerId: string) => `NOT EXISTS (SELECT 1 FROM accounts u WHERE u.id = ${ownerId}
  AND u.delete_after IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM accounts u WHERE u.id = ${ownerId}
  AND NOT u.has_full_access
  AND billing_subscription_ended(u.id, now()))`;
