/**
 * SQL: the owner `ownerId` (a column) has no subscription that ended (billing's
 * SubscriptionStanding, docs/decisions/0059-never-locked-out.md): no question and no reminder goes
 * while it has, until they renew. An account that never paid is not left out (its trial goes on).
 * Nor does any go while the owner's account waits to be deleted
 * (docs/decisions/0096-deleting-an-account.md): signing in during the grace clears
 * `delete_after`, and the questions go on.
 * Good standing is billing's own rule, read from the view billing publishes
 * (`subscription_standings`, a failed payment's 7 days of grace included); the account from
 * auth's `accounts`.
 */
export const ownerNotEnded = (ownerId: string) => `NOT EXISTS (SELECT 1 FROM accounts u WHERE u.id = ${ownerId}
  AND u.delete_after IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM accounts u WHERE u.id = ${ownerId}
  AND NOT u.has_full_access
  AND EXISTS (SELECT 1 FROM subscription_standings s WHERE s.user_id = u.id)
  AND NOT EXISTS (SELECT 1 FROM subscription_standings s WHERE s.user_id = u.id AND s.good_standing))`;
