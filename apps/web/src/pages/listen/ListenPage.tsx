import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { apiErrorStatus } from '../../api/client';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { RespondFrame } from '../respond/RespondFrame';
import { listenPath, type ListenStoryView } from './listenApi';
import { PlayStoryButton } from './PlayStoryButton';
import './listen.css';

const GONE = 'This link does not work any more';

/**
 * /listen/:token, from the QR code beside a voice story in the printed book: the story's title,
 * who tells it, a large play button for the original recording, and the text. No sign-in.
 */
export default function ListenPage() {
  const token = useParams().token?.trim() ?? '';
  const story = useQuery<ListenStoryView>({ queryKey: [listenPath(token)], enabled: token !== '', retry: false });
  const gone = !token || (story.isError && [400, 404].includes(apiErrorStatus(story.error) ?? 0));
  useDocumentTitle(story.data ? story.data.title : 'Listen to a story');

  if (gone) {
    return (
      <RespondFrame heading={GONE}>
        <p className="listen__lead">Please ask your family for a new link to this story.</p>
      </RespondFrame>
    );
  }
  if (story.isError) {
    return (
      <RespondFrame heading="We couldn't open this story">
        <button type="button" className="button button--primary listen__retry" onClick={() => void story.refetch()}>
          Try again
        </button>
      </RespondFrame>
    );
  }
  if (!story.data) {
    return (
      <RespondFrame heading="Listen to a story">
        <p role="status" className="respond__loading">
          Loading...
        </p>
      </RespondFrame>
    );
  }
  const { title, question, text, seniorName, audioUrl } = story.data;
  return (
    <RespondFrame heading={title}>
      <p className="listen__lead">Told by {seniorName}</p>
      {question.trim() !== title.trim() && <p className="listen__question">{question}</p>}
      <PlayStoryButton src={audioUrl} label={`${seniorName} tells “${title}”`} />
      {text.trim() && (
        <div className="listen__text">
          {text
            .split(/\n\s*\n/)
            .filter((p) => p.trim())
            .map((paragraph, i) => (
              <p key={i}>{paragraph.trim()}</p>
            ))}
        </div>
      )}
    </RespondFrame>
  );
}
