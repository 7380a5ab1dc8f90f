import { domainEvent } from '../../../shared/events/domain-event';
import { AppConfig } from '../../../config/app-config';
import { JobQueue } from '../../../shared/jobs/job-queue';
import { StoryTranscripts } from '../../stories/stories.public';
import { PlanTranscription, TRANSCRIBE_JOB } from './plan-transcription.handler';

const recorded = (storyId: string, responseType: 'voice' | 'written') =>
  domainEvent(
    'StoryRecorded',
    {
      vaultId: 'v1',
      storyId,
      deliveryId: null,
      vaultQuestionId: null,
      questionText: 'Q',
      responseType,
      at: '2026-05-01T10:00:00.000Z',
    },
    new Date('2026-05-01T10:00:00Z'),
  );

function plan(env: Partial<AppConfig>) {
  const pending: string[] = [];
  const queued: Array<{ name: string; payload: unknown; key?: string }> = [];
  const stories = { markPending: async (id: string) => (pending.push(id), true) } as unknown as StoryTranscripts;
  const jobs = {
    enqueue: async (name: string, payload: unknown, opts?: { key?: string }) => {
      queued.push({ name, payload, key: opts?.key });
      return 'job';
    },
  } as unknown as JobQueue;
  const config = Object.assign(new AppConfig(), env);
  return { handler: new PlanTranscription(stories, jobs, config), pending, queued };
}

describe('PlanTranscription', () => {
  it('queues one job per voice story, keyed by the story, when transcription is set up', async () => {
    const { handler, pending, queued } = plan({ TRANSCRIBE_URL: 'http://127.0.0.1:9' });
    await handler.handle([recorded('s1', 'voice'), recorded('s2', 'written')]);
    await handler.handle([recorded('s1', 'voice')]);
    expect(pending).toEqual(['s1', 's1']);
    expect(queued).toEqual([
      { name: TRANSCRIBE_JOB, payload: { storyId: 's1' }, key: 'transcribe:s1' },
      { name: TRANSCRIBE_JOB, payload: { storyId: 's1' }, key: 'transcribe:s1' },
    ]);
  });

  it('does nothing when transcription is not set up', async () => {
    const { handler, pending, queued } = plan({});
    await handler.handle([recorded('s1', 'voice')]);
    expect(pending).toEqual([]);
    expect(queued).toEqual([]);
  });
});
