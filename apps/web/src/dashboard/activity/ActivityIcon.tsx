import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import PauseCircle from '@mui/icons-material/PauseCircle';
import PlayCircle from '@mui/icons-material/PlayCircle';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Avatar from '@mui/material/Avatar';

const ICONS = {
  story_received: AutoStoriesOutlined,
  question_sent: MarkEmailReadOutlined,
  question_added: PlaylistAddOutlined,
  settings_updated: TuneOutlined,
  question_skipped: SwapHorizOutlined,
  questions_paused: PauseCircle,
  questions_resumed: PlayCircle,
  command_held: MarkEmailUnreadOutlined,
} as const;

/** A decorative marker for an activity's type; the description carries the meaning. */
export function ActivityIcon({ type }: { type: string }) {
  const Icon = ICONS[type as keyof typeof ICONS] ?? StarOutlineRounded;
  return (
    <Avatar aria-hidden="true" sx={{ width: 40, height: 40, bgcolor: '#f3e9da', color: 'primary.main' }}>
      <Icon />
    </Avatar>
  );
}
