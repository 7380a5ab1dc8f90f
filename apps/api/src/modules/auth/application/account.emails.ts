import { ACCOUNT_DELETION_GRACE_DAYS, EMAIL_CHANGE_TTL_HOURS } from '@storyvault/contracts';
import { renderEmail } from '../../../shared/mail/email-layout';

/** To the new address: the link that makes it the account's email. */
export function confirmEmailChangeEmail(name: string, link: string, supportEmail: string) {
  return {
    subject: 'Confirm your new StoryVault email',
    ...renderEmail({
      preheader: `Open the link to use this address for StoryVault (valid for ${EMAIL_CHANGE_TTL_HOURS} hours).`,
      greeting: `Hello ${name},`,
      paragraphs: ['You asked to use this address for your StoryVault account. To confirm it, open this link:'],
      button: { label: 'Confirm my new email', url: link },
      afterButton: [
        `This link works once and expires in ${EMAIL_CHANGE_TTL_HOURS} hours. Until you open it, you sign in with your old address.`,
        `If you did not ask for this, ignore this email: nothing changes. Questions? Write to ${supportEmail}.`,
      ],
      signature: 'The StoryVault team',
    }),
  };
}

/** To the old address, once the change is made: short, and with whom to call if it was not them. */
export function emailChangedNoticeEmail(name: string, newEmail: string, supportEmail: string) {
  return {
    subject: 'Your StoryVault email was changed',
    ...renderEmail({
      preheader: 'Your account now uses a new email address.',
      greeting: `Hello ${name},`,
      paragraphs: [
        `The email of your StoryVault account was changed to ${newEmail}. From now on you sign in with that address.`,
        `If you did not do this, write to ${supportEmail} right away.`,
      ],
      signature: 'The StoryVault team',
    }),
  };
}

/** To the account's address, when its deletion is scheduled: the day, and how to undo it. */
export function deletionScheduledEmail(name: string, day: string, signInLink: string, supportEmail: string) {
  return {
    subject: 'Your StoryVault account will be deleted',
    ...renderEmail({
      preheader: `Your account and your vaults will be deleted on ${day}. Sign in before then to keep them.`,
      greeting: `Hello ${name},`,
      paragraphs: [
        `You asked us to delete your StoryVault account. On ${day} (in ${ACCOUNT_DELETION_GRACE_DAYS} days) we delete it for good, with every vault you own and all the stories, recordings and photos in them. Family members lose access to those vaults.`,
        'Changed your mind? Sign in before that day and nothing is deleted.',
      ],
      button: { label: 'Sign in to keep my account', url: signInLink },
      afterButton: [`Questions? Write to ${supportEmail}.`],
      signature: 'The StoryVault team',
    }),
  };
}
