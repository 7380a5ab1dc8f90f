import { useRef, useState } from 'react';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useT } from '../../i18n/LanguageContext';

interface PlayRecordingButtonProps {
  src: string;
  /**
   * Also show the browser's own player under the button (its time and a bar to move along it),
   * named for whoever tells the story: Read Story's whole page has room for it.
   */
  player?: { label: string };
}

/** Plays a voice story's recording with a plain <audio> element; a second press pauses it. */
export function PlayRecordingButton({ src, player }: PlayRecordingButtonProps) {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      return;
    }
    void element.play()?.catch(() => setPlaying(false));
  };

  return (
    <>
      <Button variant="contained" startIcon={playing ? <PauseRounded /> : <PlayArrowRounded />} onClick={toggle}>
        {playing ? t('dashboard.story.pauseRecording') : t('dashboard.story.playRecording')}
      </Button>
      <Box
        component="audio"
        ref={audio}
        src={src}
        preload={player ? 'metadata' : 'none'}
        controls={Boolean(player)}
        aria-label={player?.label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        sx={player ? { display: 'block', width: '100%', minHeight: 44, mt: 1.5 } : undefined}
      />
    </>
  );
}
