import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FAMILY_LIMITS, type MemberView } from '@storyvault/contracts';
import { useDashboardToast } from '../data/useDashboardToast';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { InviteMemberForm } from './InviteMemberForm';
import { MemberRow } from './MemberRow';
import { ROLE_LABELS } from './memberLabels';
import { useMemberChanges, useMembers } from './useFamily';

interface ManageFamilyDialogProps {
  open: boolean;
  onClose: () => void;
  vaultId: string;
  seniorName: string;
}

/** 'Manage family': invite someone, and for each person their state, role, a new link, or removal. */
export function ManageFamilyDialog({ open, onClose, vaultId, seniorName }: ManageFamilyDialogProps) {
  const titleId = useId();
  const listTitleId = useId();
  const { data: members, isPending, error } = useMembers(vaultId);
  const { invite, changeRole, resend, remove } = useMemberChanges(vaultId);
  const notify = useDashboardToast();
  // The person stays named while the confirmation fades out; `confirming` opens and closes it.
  const [removing, setRemoving] = useState<MemberView | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askRemove = (member: MemberView) => {
    setRemoving(member);
    setConfirming(true);
  };
  const busy = changeRole.isPending || resend.isPending || remove.isPending;

  const onInvite = (request: Parameters<typeof invite.mutateAsync>[0]) =>
    invite
      .mutateAsync(request)
      .then(() => notify.success('Invitation sent', `${request.name} will get an email with a link to join.`));

  const confirmRemove = () => {
    const member = removing;
    if (!member || remove.isPending) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(`${member.name} was removed`);
      },
      onError: (failure) => {
        setConfirming(false);
        notify.failure('Failed to remove', failure);
      },
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId}>Manage family</DialogTitle>
      <DialogContent dividers>
        <InviteMemberForm pending={invite.isPending} onInvite={onInvite} autoFocus />
        <Box component="section" aria-labelledby={listTitleId} sx={{ mt: 4 }}>
          <Typography id={listTitleId} variant="h3" component="h3">
            In the family circle
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {`${members?.length ?? 0} of ${FAMILY_LIMITS.membersPerVault} people`}
          </Typography>
          {error ? (
            <Alert severity="error">Failed to fetch family members</Alert>
          ) : isPending ? (
            <CircularProgress size={28} aria-label="Loading family members" />
          ) : members.length === 0 ? (
            <Typography>No one yet.</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {members.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  busy={busy}
                  onRoleChange={(role) =>
                    changeRole.mutate(
                      { memberId: member.id, role },
                      {
                        onSuccess: () => notify.success(`${member.name} is now a ${ROLE_LABELS[role]}`),
                        onError: (failure) => notify.failure('Failed to change the role', failure),
                      },
                    )
                  }
                  onResend={() =>
                    resend.mutate(member.id, {
                      onSuccess: () =>
                        notify.success('Invitation sent again', `${member.name} will get a new link by email.`),
                      onError: (failure) => notify.failure('Failed to resend', failure),
                    })
                  }
                  onRemove={() => askRemove(member)}
                />
              ))}
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${removing?.name ?? ''}?`}
        text={`They will no longer see ${seniorName}'s stories.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmRemove}
      />
    </Dialog>
  );
}
