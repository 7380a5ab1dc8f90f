/**
 * English: the vault's activity feed ("Latest Memories"), each line in the reader's own language.
 * A line is made from what happened (the activity's type and facts), when the feed is read.
 * What the family or the senior wrote (a question, her reply, an address) stays as it came.
 */
export const activity = {
  'activity.storyReceived':
    '{voice, select, yes {{senior} shared a voice story: “{question}”} other {{senior} shared a story: “{question}”}}',
  'activity.questionSent': 'Question sent to {senior}: “{question}”',
  'activity.questionAdded':
    '{photo, select, yes {Photo question added: “{question}”} other {Question added: “{question}”}}',
  'activity.vaultCreated':
    "{count, plural, one {{senior}'s vault is ready with # question} other {{senior}'s vault is ready with # questions}}",

  // A settings save: one line naming each change; the changes are listed in the reader's language.
  'activity.settingsUpdated': 'Vault settings updated: {changes}',
  'activity.settings.name': 'name is now {name}',
  'activity.settings.contact': "{senior}'s contact details changed",
  'activity.settings.frequency':
    '{upgrade, select, yes {{weeks, plural, =1 {questions every week once you upgrade} other {questions every # weeks once you upgrade}}} other {{weeks, plural, =1 {questions every week} other {questions every # weeks}}}}',
  'activity.settings.weekday':
    '{day, select, monday {questions arrive on Mondays} tuesday {questions arrive on Tuesdays} wednesday {questions arrive on Wednesdays} thursday {questions arrive on Thursdays} friday {questions arrive on Fridays} saturday {questions arrive on Saturdays} other {questions arrive on Sundays}}',
  'activity.settings.timeZone': 'time zone is now {zone}',

  // Pauses and skips, by the senior's reply words or the owner's button.
  'activity.paused': '{senior} paused questions until {date}',
  'activity.stopped': '{senior} stopped the questions until you resume them',
  'activity.resumed': '{name} resumed questions',
  'activity.resumedByYou': 'You resumed questions',
  'activity.skipped': '{senior} asked for a different question',

  // The owner's alone: a reply word held back, an unclear reply the senior was asked about.
  'activity.heldWord':
    "{word, select, skip {A reply from {from} asked to skip {senior}'s question; it was not done} pause {A reply from {from} asked to pause {senior}'s questions; it was not done} stop {A reply from {from} asked to stop {senior}'s questions; it was not done} other {A reply from {from} asked to resume {senior}'s questions; it was not done}}",
  'activity.askedChoice':
    '{senior} replied “{reply}”; it may mean “{meant}”, so nothing was done yet and {senior} was asked',
} as const;
