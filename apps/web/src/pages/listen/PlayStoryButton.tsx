import { useRef, useState } from 'react';
import { useSeniorWords } from '../../respond/seniorWords';

/**
 * One large Play / Pause button, easy to see and to tap, with the browser's own player below it
 * for moving back and forth in the recording.
 */
export function PlayStoryButton({ src, label }: { src: string; label: string }) {
  const { t } = useSeniorWords();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) element.pause();
    else void element.play()?.catch(() => setPlaying(false));
  };
  return (
    <div className="listen__player">
      <button type="button" className="button button--primary button--block listen__play" onClick={toggle}>
        <span aria-hidden="true" className="listen__play-icon">
          {playing ? '❚❚' : '▶'}
        </span>
        {playing ? t('senior.listen.pause') : t('senior.listen.play')}
      </button>
      <audio
        ref={audio}
        className="listen__audio"
        controls
        preload="metadata"
        src={src}
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </div>
  );
}
