import { ApiProperty } from '@nestjs/swagger';
import { Language, LANGUAGES, NOTIFY_CHOICES, NotifyChoice } from '@storyvault/contracts';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { LANGUAGE_CHOICE_MESSAGE } from '../../../../shared/http/request-language';

/** The owner's emails about the family; the ones left out stay as they are. */
export class OwnerEmailChoicesDto {
  @ApiProperty({ required: false, description: 'An email when someone joins by their invitation' })
  @IsOptional()
  @IsBoolean({ message: 'joins must be true or false' })
  joins?: boolean;

  @ApiProperty({ required: false, description: 'An email when someone comments on a story' })
  @IsOptional()
  @IsBoolean({ message: 'comments must be true or false' })
  comments?: boolean;

  @ApiProperty({ required: false, description: 'An email when someone suggests a question' })
  @IsOptional()
  @IsBoolean({ message: 'suggestions must be true or false' })
  suggestions?: boolean;
}

/** PUT /api/notifications: the person's own language. */
export class PersonSettingsDto {
  @ApiProperty({
    enum: LANGUAGES,
    example: 'de',
    description: 'The language of the family’s emails to this person (new stories, digests, news) and their dashboard',
  })
  @IsIn(LANGUAGES, { message: LANGUAGE_CHOICE_MESSAGE })
  language: Language;
}

export class NotificationSettingsDto {
  @ApiProperty({ enum: NOTIFY_CHOICES, description: 'Every story in its own email, a weekly digest, or none' })
  @IsIn(NOTIFY_CHOICES, { message: 'notify must be each, weekly or none' })
  notify: NotifyChoice;
}
