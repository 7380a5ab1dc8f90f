import { Command } from 'commander';
import { lazyAction } from '../lazy-action';
import { emailAddress } from '../options';

export function membersCommand(): Command {
  return new Command('members')
    .description("list the family members of an owner's vaults: name, email, role and state (invited, joined, expired)")
    .argument('<email>', "the owner's email (or the senior's)", emailAddress)
    .option('--json', 'print JSON')
    .action(lazyAction(() => import('./members.action').then((m) => m.listMembers)));
}

export function memberRemoveCommand(): Command {
  return new Command('member:remove')
    .description("remove a family member (invited or joined) from an owner's vaults; their access ends at once")
    .argument('<owner-email>', "the owner's email", emailAddress)
    .argument('<member-email>', "the member's email, as they were invited", emailAddress)
    .action(lazyAction(() => import('./members.action').then((m) => m.removeMember)));
}
