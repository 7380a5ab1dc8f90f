/**
 * English: the emails about a person's own account, whoever they are: password, email address,
 * deletion, the payment and welcome, a gift's card (ICU message format).
 */
export const account = {
  'account.greeting': 'Hello {name},',
  'account.signature': 'The StoryVault team',
  'account.questions': 'Questions? Write to {supportEmail}.',
  'account.createButton': 'Create my account',

  // The password reset link.
  'account.passwordReset.subject': 'Reset your StoryVault password',
  'account.passwordReset.preheader': 'Your link to choose a new password (valid for 1 hour).',
  'account.passwordReset.body':
    'Someone asked to reset the password of your StoryVault account. If it was you, choose a new password here:',
  'account.passwordReset.button': 'Choose a new password',
  'account.passwordReset.expiry': 'This link works once and expires in 1 hour.',
  'account.passwordReset.notYou':
    'If you did not ask for this, you can ignore this email: your password stays the same. Questions? Write to {supportEmail}.',

  // A new email address, confirmed by a link sent to it; then a notice to the old one.
  'account.emailChange.subject': 'Confirm your new StoryVault email',
  'account.emailChange.preheader':
    'Open the link to use this address for StoryVault (valid for {hours, plural, one {# hour} other {# hours}}).',
  'account.emailChange.body':
    'You asked to use this address for your StoryVault account. To confirm it, open this link:',
  'account.emailChange.button': 'Confirm my new email',
  'account.emailChange.expiry':
    'This link works once and expires in {hours, plural, one {# hour} other {# hours}}. Until you open it, you sign in with your old address.',
  'account.emailChange.notYou':
    'If you did not ask for this, ignore this email: nothing changes. Questions? Write to {supportEmail}.',
  'account.emailChanged.subject': 'Your StoryVault email was changed',
  'account.emailChanged.preheader': 'Your account now uses a new email address.',
  'account.emailChanged.body':
    'The email of your StoryVault account was changed to {newEmail}. From now on you sign in with that address.',
  'account.emailChanged.notYou': 'If you did not do this, write to {supportEmail} right away.',

  // The account's deletion, scheduled after its grace.
  'account.deletion.subject': 'Your StoryVault account will be deleted',
  'account.deletion.preheader':
    'Your account and your vaults will be deleted on {day}. Sign in before then to keep them.',
  'account.deletion.body':
    'You asked us to delete your StoryVault account. On {day} (in {days, plural, one {# day} other {# days}}) we delete it for good, with every vault you own and all the stories, recordings and photos in them. Family members lose access to those vaults.',
  'account.deletion.undo': 'Changed your mind? Sign in before that day and nothing is deleted.',
  'account.deletion.button': 'Sign in to keep my account',

  // Once the paid account exists.
  'account.welcome.subject': 'Welcome to StoryVault: what happens next',
  'account.welcome.preheader': 'Your payment went through and your account is ready.',
  'account.welcome.thanks':
    'Thank you for subscribing: your payment went through and your StoryVault account is ready.',
  'account.welcome.next': 'Here is what happens next:',
  'account.welcome.step1':
    '1. Now: sign in and set up your vault with the name and email of the person whose stories you want to keep. A first list of questions is ready for you; change it as you like.',
  'account.welcome.step2':
    '2. Right away: if you choose, we send them a short introduction from you, so our emails are expected.',
  'account.welcome.step3':
    '3. About three days later: the first question goes out, and we tell you when it has. Then one question every week or two, as you choose.',
  'account.welcome.step4':
    '4. Each time they answer, by replying, recording their voice or writing on a simple web page, the story appears in your collection.',
  'account.welcome.button': 'Set up your vault',

  // Paid, but no account yet: the receipt with the link back, and that link again on request.
  'account.paymentReceived.subject': 'Your StoryVault payment went through',
  'account.paymentReceived.preheader': 'One step left: choose a password for your account.',
  'account.paymentReceived.thanks': 'Thank you: your StoryVault subscription is paid.',
  'account.paymentReceived.body':
    'If you have not created your account yet, or closed the page before you could, this link takes you back to it. You will only need to choose a password.',
  'account.paymentReceived.keep': 'Keep this email: the link works until your account is created, and only once.',
  'account.finish.subject': 'Finish creating your StoryVault account',
  'account.finish.preheader': 'You have already paid: no need to pay again.',
  'account.finish.body':
    'You have already paid for StoryVault, so there is nothing more to pay. Your account just needs a password.',
  'account.finish.notYou': 'If you did not ask for this, you can ignore this email.',

  // A payment the card refused.
  'account.paymentFailed.subject': 'Your StoryVault payment did not go through',
  'account.paymentFailed.preheader': 'Please update your card so the questions keep going.',
  'account.paymentFailed.declined': 'We tried to take your StoryVault payment, but your card was declined.',
  'account.paymentFailed.grace':
    'Everything keeps working until {day}. To keep it that way, please update your card on your account page; we will try the payment again.',
  'account.paymentFailed.safe':
    'Your collection is safe either way: nothing is deleted, and the stories stay readable and downloadable.',
  'account.paymentFailed.button': 'Update my card',

  // A gift, paid: the card to print goes to the giver.
  'account.gift.subject': 'Your gift for {senior}: the card to print',
  'account.gift.preheader': 'StoryVault for {senior} starts on {day}.',
  'account.gift.paid': 'Thank you: your gift of StoryVault for {senior} is paid.',
  'account.gift.card':
    'The gift card is attached (A5). Print it and give it by hand or by post; its QR code opens a page that explains, in plain words, what is coming.',
  'account.gift.start':
    'On {day} we send {senior} a short introduction with your message, and the first question follows. Nothing reaches them before that day.',
  'account.gift.account':
    'To see the stories as they arrive, finish your account with the link in our other email (or on the page you paid from).',
} as const;
