/** The signed-in owner, as the vault use cases need them. */
export interface Owner {
  id: string;
  name: string;
  hasFullAccess: boolean;
}
