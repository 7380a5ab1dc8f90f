/** stories@example.com + token -> stories+token@example.com (RFC 5233 subaddressing). */
export function replyAddressFor(inboundAddress: string, token: string): string {
  const at = inboundAddress.lastIndexOf('@');
  const local = inboundAddress.slice(0, at).split('+')[0];
  return `${local}+${token}${inboundAddress.slice(at)}`;
}

/** The token in a plus-address of the inbound mailbox, if any. */
export function tokenFromAddress(address: string, inboundAddress: string): string | null {
  const at = inboundAddress.lastIndexOf('@');
  const local = inboundAddress.slice(0, at).split('+')[0].toLowerCase();
  const domain = inboundAddress.slice(at + 1).toLowerCase();
  const match = /^([^+@\s]+)\+([a-z2-7]{32})@([^@\s]+)$/i.exec(address.trim());
  if (!match || match[1].toLowerCase() !== local || match[3].toLowerCase() !== domain) return null;
  return match[2].toLowerCase();
}
