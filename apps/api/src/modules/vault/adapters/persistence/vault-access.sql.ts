/**
 * A person's role in a vault as an SQL expression another module's statement can hold (NULL: no
 * membership): the membership `VaultAccess.require` reads, read with that statement's own rows
 * instead of in a statement of its own (docs/decisions/0119-a-search-reads-its-readers-role.md).
 * Its answer goes to `VaultAccess.requireRole`. `vault` and `user` are SQL expressions (parameters).
 */
export const memberRoleSql = (vault: string, user: string): string =>
  `(SELECT m.role FROM vault_members m WHERE m.vault_id = ${vault} AND m.user_id = ${user})`;
