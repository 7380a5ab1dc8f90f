/** English: the family words (ICU message format). The other languages follow these keys. */
export const family = {
  // What every email to an owner or a member has around its own words.
  'family.email.greeting': 'Hello {name},',
  'family.email.signature': 'The StoryVault team',

  // A new story, in its own email or in the weekly digest.
  'family.newStory.subject': '{senior} shared a new story: {question}',
  'family.newStory.preheader': '{senior} answered: {question}',
  'family.newStory.intro': '{senior} shared a new story, answering this question:',
  'family.newStory.footer':
    "You get this email because you are part of {senior}'s Story Collection on StoryVault and chose to hear of every new story.",
  'family.digest.subject':
    '{count, plural, one {A new story from {senior} this week} other {# new stories from {senior} this week}}',
  'family.digest.preheader': 'What {senior} shared this week',
  'family.digest.intro':
    '{count, plural, one {{senior} shared a new story since your last weekly email:} other {{senior} shared # new stories since your last weekly email:}}',
  'family.digest.footer':
    "You get this email because you are part of {senior}'s Story Collection on StoryVault and chose a weekly email of new stories.",
  'family.story.voice': '{senior} answered by voice: a recording is waiting for you to listen to.',
  'family.story.written': '{senior} answered this question.',
  'family.story.read': 'Read the story',
  'family.storyEmails.change': 'You can change this at any time in the dashboard, or stop these emails with one click:',
  'family.storyEmails.stop': 'Stop these emails',

  // The owner's news of the family, as the owner chose.
  'family.owner.someone': 'Someone',
  'family.owner.joins.subject': "{who} joined {senior}'s Story Collection",
  'family.owner.joins.preheader': '{who} accepted your invitation',
  'family.owner.joins.body': "{who} accepted your invitation and can now read {senior}'s stories.",
  'family.owner.joins.button': 'See your family',
  'family.owner.joins.footer':
    "You get this email because you look after {senior}'s Story Collection on StoryVault and chose to hear when someone joins.",
  'family.owner.comments.subject': '{who} commented on {story}',
  'family.owner.comments.preheader': "{who} wrote about {senior}'s story",
  'family.owner.comments.body': '{who} commented on {senior}\'s story "{story}":',
  'family.owner.comments.footer':
    "You get this email because you look after {senior}'s Story Collection on StoryVault and chose to hear when someone comments on a story.",
  'family.owner.suggestions.subject': '{who} suggested a question for {senior}',
  'family.owner.suggestions.preheader': 'A question for {senior}, waiting for you',
  'family.owner.suggestions.body': '{who} suggested a question for {senior}:',
  'family.owner.suggestions.after': 'Ask it next, put it at the end of the queue, or dismiss it in your dashboard.',
  'family.owner.suggestions.button': 'Choose where it goes',
  'family.owner.suggestions.footer':
    "You get this email because you look after {senior}'s Story Collection on StoryVault and chose to hear when someone suggests a question.",
  'family.owner.change': 'You can change this at any time in the dashboard:',
  'family.owner.choose': 'Choose your emails',

  // An invitation to the family circle, to someone who may have no account yet.
  'family.invitation.subject': "{owner} invited you to {senior}'s Story Collection",
  'family.invitation.preheader': "Join {senior}'s Story Collection on StoryVault.",
  'family.invitation.body':
    "{owner} is collecting {senior}'s life stories, in their own words and voice, and would like you to share them.",
  'family.invitation.role.viewer': 'As a viewer you can read and listen to the stories and leave comments.',
  'family.invitation.role.contributor':
    'As a contributor you can read and listen to the stories, leave comments, suggest questions and add photos.',
  'family.invitation.button': 'Join the Story Collection',
  'family.invitation.expiry':
    'This link is for you alone and works once, until {day}. If it has run out, ask {owner} to send a new one.',

  // The owner's emails about the senior's side.
  'family.queueEmpty.subject': "{senior}'s questions have run out",
  'family.queueEmpty.body':
    'It was time to send {senior} the next question, but there are no questions left in the vault, so nothing was sent.',
  'family.queueEmpty.next':
    'Add a few from the question library or write your own, and they will go out on the usual schedule.',
  'family.queueEmpty.button': 'Add questions',
  'family.seniorPaused.subject': '{senior} paused the questions until {until}',
  'family.seniorPaused.said':
    '{senior} replied PAUSE to a question, so we will not send {senior} any questions or reminders until {until}.',
  'family.seniorPaused.then': 'Then they start again by themselves, on the usual day. There is nothing you need to do.',
  'family.seniorStopped.subject': '{senior} asked us to stop the questions',
  'family.seniorStopped.said': '{senior} replied STOP to a question, so we have stopped sending {senior} questions.',
  'family.seniorStopped.then':
    'They stay stopped until you start them again. It may be kind to ask {senior} first how the questions feel.',
  'family.seniorPaused.nothingLost': 'Nothing is lost: every story {senior} has shared stays in your vault.',
  'family.seniorPaused.resume':
    'To start the questions again sooner, open your dashboard and choose "Resume questions now".',
  'family.seniorPaused.button': 'Open your dashboard',
} as const;
