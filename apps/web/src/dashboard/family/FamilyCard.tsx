import { useId } from 'react';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NewStoryEmailsField } from '../notifications/NewStoryEmailsField';
import { OwnerEmailsField } from '../notifications/OwnerEmailsField';
import { ROLE_LABELS } from './memberLabels';
import { MemberStatusChip } from './MemberStatusChip';
import { useMembers } from './useFamily';
import { useT } from '../../i18n/LanguageContext';

interface FamilyCardProps {
  vaultId: string;
  seniorName: string;
  onManage: () => void;
}

/** The owner's 'Family' card: who is in the circle and in what state, the way to invite, and their own emails. */
export function FamilyCard({ vaultId, seniorName, onManage }: FamilyCardProps) {
  const t = useT();
  const titleId = useId();
  const { data: members, isPending, error } = useMembers(vaultId);
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {t('dashboard.family.title')}
      </Typography>
      {error ? (
        <Alert severity="error">{t('dashboard.family.failed')}</Alert>
      ) : isPending ? (
        <CircularProgress size={28} aria-label={t('dashboard.family.loading')} />
      ) : members.length === 0 ? (
        <Typography>{t('dashboard.family.empty', { name: seniorName })}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {members.map((member) => (
            <Box component="li" key={member.id}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.name}</Typography>
                <Typography color="text.secondary">{t(ROLE_LABELS[member.role])}</Typography>
                <MemberStatusChip status={member.status} />
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<GroupAddOutlined />} onClick={onManage}>
          {t('dashboard.family.invite')}
        </Button>
        {Boolean(members?.length) && (
          <Button variant="outlined" onClick={onManage}>
            {t('dashboard.family.manage')}
          </Button>
        )}
      </Stack>
      <Divider sx={{ my: 2.5 }} />
      <NewStoryEmailsField vaultId={vaultId} />
      <OwnerEmailsField vaultId={vaultId} />
    </Card>
  );
}
