import { useRef, useState } from 'react';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Button from '@mui/material/Button';

/** Plays a voice story's recording with a plain <audio> element; a second press pauses it. */
export function PlayRecordingButton({ src }: { src: string }) {
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
        {playing ? 'Pause Recording' : 'Play Recording'}
      </Button>
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </>
  );
}
