import Chip from '@mui/material/Chip';
import type { MemberStatus } from '@storyvault/contracts';
import { STATUS_LABELS } from './memberLabels';
import { useT } from '../../i18n/LanguageContext';

const COLOURS: Record<MemberStatus, { bgcolor: string; color: string }> = {
  joined: { bgcolor: '#e6f1ea', color: '#1f4d35' },
  invited: { bgcolor: '#f3e9da', color: '#5a3a12' },
  expired: { bgcolor: '#f6e3e3', color: '#7a1c1c' },
};

/** A member's state in words (the colour only repeats what the words say). */
export function MemberStatusChip({ status }: { status: MemberStatus }) {
  const t = useT();
  return <Chip label={t(STATUS_LABELS[status])} sx={{ ...COLOURS[status], fontWeight: 700 }} />;
}
