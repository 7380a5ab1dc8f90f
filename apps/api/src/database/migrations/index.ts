import { CreateIdentity1763776800000 } from './1763776800000-CreateIdentity';
import { CreateVaultsAndQuestions1763863200000 } from './1763863200000-CreateVaultsAndQuestions';
import { CreateDeliveries1763949600000 } from './1763949600000-CreateDeliveries';
import { CreateInbound1764036000000 } from './1764036000000-CreateInbound';
import { CreateBilling1764122400000 } from './1764122400000-CreateBilling';
import { AddClaimOwner1764208800000 } from './1764208800000-AddClaimOwner';
import { IndexDueVaults1764295200000 } from './1764295200000-IndexDueVaults';
import { CountInboundAttempts1764381600000 } from './1764381600000-CountInboundAttempts';
import { RecordImapPolls1764468000000 } from './1764468000000-RecordImapPolls';
import { LeaveRoomForUpdates1764554400000 } from './1764554400000-LeaveRoomForUpdates';
import { IndexSessionsByUser1764651600000 } from './1764651600000-IndexSessionsByUser';
import { RecordFilesLeftOut1764658800000 } from './1764658800000-RecordFilesLeftOut';
import { LimitLinkAnswers1764738000000 } from './1764738000000-LimitLinkAnswers';
import { CreateJobs1765000000000 } from './1765000000000-CreateJobs';
import { RecordDomainEvents1765100000000 } from './1765100000000-RecordDomainEvents';
import { KeepStoryRevisions1765100100000 } from './1765100100000-KeepStoryRevisions';
import { SeparateVaultClaims1765200000000 } from './1765200000000-SeparateVaultClaims';
import { CreateVaultMembers1765400000000 } from './1765400000000-CreateVaultMembers';
import { CreateVaultInvitations1765500000000 } from './1765500000000-CreateVaultInvitations';
import { CreateStoryComments1765500100000 } from './1765500100000-CreateStoryComments';
import { CreateQuestionSuggestions1765500200000 } from './1765500200000-CreateQuestionSuggestions';
import { CreateStoryNotifications1765500300000 } from './1765500300000-CreateStoryNotifications';
import { RecordPhotoAdders1765600000000 } from './1765600000000-RecordPhotoAdders';
import { CreateQuestionPhotos1765700000000 } from './1765700000000-CreateQuestionPhotos';
import { PauseQuestions1765700100000 } from './1765700100000-PauseQuestions';
import { TranscribeVoiceStories1765700200000 } from './1765700200000-TranscribeVoiceStories';
import { ChooseSendingTime1765700300000 } from './1765700300000-ChooseSendingTime';
import { TitleStories1765800000000 } from './1765800000000-TitleStories';
import { KeepEveryStoryVersion1765800100000 } from './1765800100000-KeepEveryStoryVersion';
import { CreateExports1765800200000 } from './1765800200000-CreateExports';
import { CreateListenLinks1765800300000 } from './1765800300000-CreateListenLinks';
import { ShareExportsFairly1795787915461 } from './1795787915461-ShareExportsFairly';
import { ForgetContactDetailsInActivities1795787950167 } from './1795787950167-ForgetContactDetailsInActivities';
import { IndexVerifiedReplies1795788292736 } from './1795788292736-IndexVerifiedReplies';
import { RevokeRemovedMembersBooks1795788587562 } from './1795788587562-RevokeRemovedMembersBooks';
import { NameLeftOutFilesBesideStories1795788600000 } from './1795788600000-NameLeftOutFilesBesideStories';
import { HoldFamilyPhotoQuestions1795788600001 } from './1795788600001-HoldFamilyPhotoQuestions';
import { KeepActivitiesForTheOwner1795788616298 } from './1795788616298-KeepActivitiesForTheOwner';
import { IndexInboundReceivedAt1795788728726 } from './1795788728726-IndexInboundReceivedAt';
import { CreateInstallationSettings1795789308797 } from './1795789308797-CreateInstallationSettings';
import { AskUnclearReplies1795800000000 } from './1795800000000-AskUnclearReplies';
import { RecordWhoPausedQuestions1795800001000 } from './1795800001000-RecordWhoPausedQuestions';
import { BillingSelfService1795810000000 } from './1795810000000-BillingSelfService';
import { GiveStoryVault1795812000000 } from './1795812000000-GiveStoryVault';
import { RememberRenewalsStoppedForDeletion1795819000000 } from './1795819000000-RememberRenewalsStoppedForDeletion';
import { WriteBillingStandingOnce1795833000000 } from './1795833000000-WriteBillingStandingOnce';
import { GivePeopleALanguage1795843000000 } from './1795843000000-GivePeopleALanguage';
import { RememberALeadsLanguage1795850000000 } from './1795850000000-RememberALeadsLanguage';
import { KeepWhatHappenedInActivities1795851000000 } from './1795851000000-KeepWhatHappenedInActivities';
import { LetRepliesRewriteLess1795852000000 } from './1795852000000-LetRepliesRewriteLess';
import { GiveVaultsALanguage1795834000000 } from './1795834000000-GiveVaultsALanguage';
import { ChangeEmailAndDeleteAccounts1795811000000 } from './1795811000000-ChangeEmailAndDeleteAccounts';
import { SearchStories1795814000000 } from './1795814000000-SearchStories';
import { KeepTagsAPersonWouldChoose1795816000000 } from './1795816000000-KeepTagsAPersonWouldChoose';
import { LetOwnersChooseFamilyEmails1795816001000 } from './1795816001000-LetOwnersChooseFamilyEmails';
import { PublishViewsForOtherModules1795832000000 } from './1795832000000-PublishViewsForOtherModules';
import { KeepAStorySentTwiceOnce1795853000000 } from './1795853000000-KeepAStorySentTwiceOnce';

/** Every migration in order; a new one is appended here after `npm run migration:generate`. */
export const MIGRATIONS = [
  CreateIdentity1763776800000,
  CreateVaultsAndQuestions1763863200000,
  CreateDeliveries1763949600000,
  CreateInbound1764036000000,
  CreateBilling1764122400000,
  AddClaimOwner1764208800000,
  IndexDueVaults1764295200000,
  CountInboundAttempts1764381600000,
  RecordImapPolls1764468000000,
  LeaveRoomForUpdates1764554400000,
  IndexSessionsByUser1764651600000,
  RecordFilesLeftOut1764658800000,
  LimitLinkAnswers1764738000000,
  CreateJobs1765000000000,
  RecordDomainEvents1765100000000,
  KeepStoryRevisions1765100100000,
  SeparateVaultClaims1765200000000,
  CreateVaultMembers1765400000000,
  CreateVaultInvitations1765500000000,
  CreateStoryComments1765500100000,
  CreateQuestionSuggestions1765500200000,
  CreateStoryNotifications1765500300000,
  RecordPhotoAdders1765600000000,
  CreateQuestionPhotos1765700000000,
  PauseQuestions1765700100000,
  TranscribeVoiceStories1765700200000,
  ChooseSendingTime1765700300000,
  TitleStories1765800000000,
  KeepEveryStoryVersion1765800100000,
  CreateExports1765800200000,
  CreateListenLinks1765800300000,
  ShareExportsFairly1795787915461,
  ForgetContactDetailsInActivities1795787950167,
  IndexVerifiedReplies1795788292736,
  RevokeRemovedMembersBooks1795788587562,
  NameLeftOutFilesBesideStories1795788600000,
  HoldFamilyPhotoQuestions1795788600001,
  KeepActivitiesForTheOwner1795788616298,
  IndexInboundReceivedAt1795788728726,
  CreateInstallationSettings1795789308797,
  AskUnclearReplies1795800000000,
  RecordWhoPausedQuestions1795800001000,
  BillingSelfService1795810000000,
  ChangeEmailAndDeleteAccounts1795811000000,
  GiveStoryVault1795812000000,
  SearchStories1795814000000,
  KeepTagsAPersonWouldChoose1795816000000,
  LetOwnersChooseFamilyEmails1795816001000,
  RememberRenewalsStoppedForDeletion1795819000000,
  PublishViewsForOtherModules1795832000000,
  WriteBillingStandingOnce1795833000000,
  GiveVaultsALanguage1795834000000,
  GivePeopleALanguage1795843000000,
  RememberALeadsLanguage1795850000000,
  KeepWhatHappenedInActivities1795851000000,
  LetRepliesRewriteLess1795852000000,
  KeepAStorySentTwiceOnce1795853000000,
];
