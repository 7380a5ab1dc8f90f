import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEMBER_ROLES, type MemberRole, type MemberView } from '@storyvault/contracts';
import { ROLE_LABELS } from './memberLabels';
import { MemberStatusChip } from './MemberStatusChip';
import { useT } from '../../i18n/LanguageContext';

interface MemberRowProps {
  member: MemberView;
  /** A change is on its way: the buttons wait (the role select stays usable, so it keeps the focus). */
  busy: boolean;
  onRoleChange: (role: MemberRole) => void;
  onResend: () => void;
  onRemove: () => void;
}

/** One person in the manage dialog: who, their state, their role, and what the owner can do about it. */
export function MemberRow({ member, busy, onRoleChange, onResend, onRemove }: MemberRowProps) {
  const t = useT();
  const canResend = member.status !== 'joined';
  return (
    <Box component="li" sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{member.name}</Typography>
        <MemberStatusChip status={member.status} />
      </Stack>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {member.email}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('dashboard.family.roleFor', { name: member.name })}
          value={member.role}
          onChange={(event) => onRoleChange(event.target.value as MemberRole)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200, '& select': { minHeight: 32 } }}
        >
          {MEMBER_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(ROLE_LABELS[role])}
            </option>
          ))}
        </TextField>
        {canResend && (
          <Button
            variant="outlined"
            onClick={onResend}
            disabled={busy}
            aria-label={t('dashboard.family.resendTo', { name: member.name })}
          >
            {t('dashboard.family.resend')}
          </Button>
        )}
        <Button
          variant="text"
          color="error"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('dashboard.family.removeNamed', { name: member.name })}
        >
          {t('dashboard.family.remove')}
        </Button>
      </Stack>
    </Box>
  );
}
