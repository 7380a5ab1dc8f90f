import type {
  ActivityView,
  CommentView,
  ExportView,
  ListenBookView,
  MemberView,
  QuestionView,
  StoryView,
  SuggestionView,
  WaitingPhotoQuestionView,
  VaultQuestionView,
  VaultView,
} from '@storyvault/contracts';
import { jsonResponse, type MockHandler } from '../../test/fetchMock';

export const TRIAL_OWNER = { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: false };
export const FULL_OWNER = { ...TRIAL_OWNER, hasFullAccess: true };

/** Noon tomorrow, local time. */
/**
 * Noon tomorrow in the fixture vault's time zone (the senior's), whatever the machine's zone and
 * hour: at 23:30 UTC it is already tomorrow in Berlin, and the machine's tomorrow would be her today.
 */
export function tomorrowNoon(timeZone = 'Europe/Berlin'): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  // 11:00 UTC is noon or one in the afternoon in Berlin, winter or summer.
  return new Date(Date.UTC(year, month - 1, day + 1, 11)).toISOString();
}

export function vault(overrides: Partial<VaultView> = {}): VaultView {
  return {
    id: 'v1',
    seniorName: 'Rose',
    seniorEmail: 'rose@example.com',
    seniorPhone: null,
    deliveryMethod: 'email',
    frequency: 2,
    effectiveFrequency: 2,
    sendIntroEmail: true,
    isSetupComplete: true,
    createdAt: '2025-01-01T10:00:00.000Z',
    nextQuestionAt: tomorrowNoon(),
    askedQuestionIds: [],
    sendWeekday: 1,
    timeZone: 'Europe/Berlin',
    language: 'en',
    ...overrides,
  };
}

export function queued(n: number, text = `Queued question ${n}?`): VaultQuestionView {
  return { id: `vq${n}`, questionId: `q${n}`, order: n, isCustom: false, question: { text, category: 'starter' } };
}

export const queue = (count: number): VaultQuestionView[] => Array.from({ length: count }, (_, i) => queued(i + 1));

export const libraryQuestion = (id: string, text: string, category: QuestionView['category']): QuestionView => ({
  id,
  text,
  isPrewritten: true,
  category,
});

export const story = (overrides: Partial<StoryView> = {}): StoryView => ({
  id: 's1',
  createdAt: '2025-03-01T10:00:00.000Z',
  question: { text: 'What was your first job?' },
  title: overrides.question?.text ?? 'What was your first job?',
  period: null,
  responseType: 'written',
  tags: ['work', 'youth'],
  fullText: 'I delivered newspapers every morning before school.',
  rawText: 'I delivered newspapers every morning before school.\n\n> On Monday you wrote:',
  audioUrl: null,
  photos: [],
  transcriptStatus: 'none',
  transcript: null,
  textTranscribed: false,
  ...overrides,
});

export const activity = (overrides: Partial<ActivityView> = {}): ActivityView => ({
  id: 'a1',
  type: 'question_sent',
  description: 'Sent "What was your first job?"',
  createdAt: new Date(Date.now() - 2 * 3600 * 1000 - 60 * 1000).toISOString(),
  ...overrides,
});

export const member = (overrides: Partial<MemberView> = {}): MemberView => ({
  id: 'm1',
  name: 'Emma',
  email: 'emma@example.com',
  role: 'viewer',
  status: 'joined',
  invitedAt: '2025-02-01T10:00:00.000Z',
  joinedAt: '2025-02-02T10:00:00.000Z',
  expiresAt: null,
  ...overrides,
});

export const comment = (overrides: Partial<CommentView> = {}): CommentView => ({
  id: 'c1',
  text: 'I never knew you delivered newspapers!',
  author: { name: 'Emma' },
  createdAt: new Date(Date.now() - 3 * 3600 * 1000 - 60 * 1000).toISOString(),
  canDelete: false,
  ...overrides,
});

export const waitingPhotoQuestion = (overrides: Partial<WaitingPhotoQuestionView> = {}): WaitingPhotoQuestionView => ({
  waiting: true,
  questionId: 'pq1',
  question: { text: 'Who planted this garden?', category: 'custom' },
  photoUrl: '/api/vaults/v1/questions/pq1/photo/web',
  thumbnailUrl: '/api/vaults/v1/questions/pq1/photo/thumb',
  addedBy: { name: 'Emma' },
  createdAt: '2026-05-04T08:00:00.000Z',
  ...overrides,
});

export const suggestion = (overrides: Partial<SuggestionView> = {}): SuggestionView => ({
  id: 'sg1',
  text: 'What was the lake house like in summer?',
  suggestedBy: { name: 'Emma' },
  createdAt: '2025-03-02T10:00:00.000Z',
  ...overrides,
});

/** A vault shared with the signed-in user, as GET /api/vaults lists it for a member. */
export const sharedVault = (overrides: Partial<VaultView> = {}): VaultView =>
  vault({ id: 'v-shared', seniorEmail: '', seniorPhone: null, role: 'viewer', ownerName: 'Anna Berg', ...overrides });

/** The reads of a set-up vault's dashboard, each replaceable. */
export function vaultHandlers(options: {
  owner?: typeof TRIAL_OWNER;
  vault?: VaultView;
  questions?: VaultQuestionView[];
  stories?: StoryView[];
  activities?: ActivityView[];
  library?: QuestionView[];
  members?: MemberView[];
  suggestions?: SuggestionView[];
  waitingPhotoQuestions?: WaitingPhotoQuestionView[];
  comments?: CommentView[];
  exports?: ExportView[];
  listenBooks?: ListenBookView[];
}): Record<string, MockHandler> {
  const v = options.vault ?? vault();
  const comments: Record<string, MockHandler> = {};
  for (const { id } of options.stories ?? []) {
    comments[`GET /api/vaults/${v.id}/stories/${id}/comments`] = () => jsonResponse(200, options.comments ?? []);
  }
  return {
    ...comments,
    'GET /api/me': () => jsonResponse(200, options.owner ?? TRIAL_OWNER),
    'GET /api/vaults': () => jsonResponse(200, [v]),
    [`GET /api/vaults/${v.id}/questions`]: () => jsonResponse(200, options.questions ?? queue(5)),
    // The dashboard reads the stories a page at a time; fewer than a page: no Link to a next one.
    [`GET /api/vaults/${v.id}/stories?limit=20`]: () => jsonResponse(200, options.stories ?? []),
    // Without a page size: every story (the book's choices).
    [`GET /api/vaults/${v.id}/stories`]: () => jsonResponse(200, options.stories ?? []),
    [`GET /api/vaults/${v.id}/stats`]: () => jsonResponse(200, { storiesCount: 1, questionsCount: 5, daysActive: 12 }),
    [`GET /api/vaults/${v.id}/activities`]: () => jsonResponse(200, options.activities ?? []),
    [`GET /api/questions?language=${v.language}`]: () => jsonResponse(200, options.library ?? []),
    [`GET /api/vaults/${v.id}/members`]: () => jsonResponse(200, options.members ?? []),
    [`GET /api/vaults/${v.id}/suggestions`]: () => jsonResponse(200, options.suggestions ?? []),
    [`GET /api/vaults/${v.id}/questions/photo/waiting`]: () => jsonResponse(200, options.waitingPhotoQuestions ?? []),
    [`GET /api/vaults/${v.id}/notifications`]: () => jsonResponse(200, { notify: 'each' }),
    [`GET /api/vaults/${v.id}/stories/deleted`]: () => jsonResponse(200, []),
    'GET /api/billing/standing': () => jsonResponse(200, { ended: false }),
    [`GET /api/vaults/${v.id}/exports`]: () => jsonResponse(200, options.exports ?? []),
    [`GET /api/vaults/${v.id}/listen-books`]: () => jsonResponse(200, options.listenBooks ?? []),
  };
}

/** react-admin logs every failed data call in development; a test that fails one on purpose keeps the output clean. */
export const silenceExpectedErrors = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);
