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
import { useMemberChanges, useMembers } from './useFamily';
import { useT } from '../../i18n/LanguageContext';

interface ManageFamilyDialogProps {
  open: boolean;
  onClose: () => void;
  vaultId: string;
  seniorName: string;
}

/** 'Manage family': invite someone, and for each person their state, role, a new link, or removal. */
export function ManageFamilyDialog({ open, onClose, vaultId, seniorName }: ManageFamilyDialogProps) {
  const t = useT();
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
      .then(() =>
        notify.success(t('dashboard.family.invited'), t('dashboard.family.invitedText', { name: request.name })),
      );

  const confirmRemove = () => {
    const member = removing;
    if (!member || remove.isPending) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t('dashboard.family.removed', { name: member.name }));
      },
      onError: (failure) => {
        setConfirming(false);
        notify.failure(t('dashboard.family.removeFailed'), failure);
      },
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId}>{t('dashboard.family.manage')}</DialogTitle>
      <DialogContent dividers>
        <InviteMemberForm pending={invite.isPending} onInvite={onInvite} autoFocus />
        <Box component="section" aria-labelledby={listTitleId} sx={{ mt: 4 }}>
          <Typography id={listTitleId} variant="h3" component="h3">
            {t('dashboard.family.circle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('dashboard.family.count', { count: members?.length ?? 0, limit: FAMILY_LIMITS.membersPerVault })}
          </Typography>
          {error ? (
            <Alert severity="error">{t('dashboard.family.failed')}</Alert>
          ) : isPending ? (
            <CircularProgress size={28} aria-label={t('dashboard.family.loading')} />
          ) : members.length === 0 ? (
            <Typography>{t('dashboard.family.noOne')}</Typography>
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
                        onSuccess: () => notify.success(t('dashboard.family.roleChanged', { name: member.name, role })),
                        onError: (failure) => notify.failure(t('dashboard.family.roleFailed'), failure),
                      },
                    )
                  }
                  onResend={() =>
                    resend.mutate(member.id, {
                      onSuccess: () =>
                        notify.success(
                          t('dashboard.family.resent'),
                          t('dashboard.family.resentText', { name: member.name }),
                        ),
                      onError: (failure) => notify.failure(t('dashboard.family.resendFailed'), failure),
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
          {t('dashboard.common.close')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('dashboard.family.removeTitle', { name: removing?.name ?? '' })}
        text={t('dashboard.family.removeText', { name: seniorName })}
        confirmLabel={t('dashboard.family.remove')}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmRemove}
      />
    </Dialog>
  );
}
