import { ApiProperty } from '@nestjs/swagger';
import { NOTIFY_CHOICES, NotifyChoice } from '@storyvault/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, ValidateNested } from 'class-validator';

export class OwnerEmailChoicesDto {
  @ApiProperty({ required: false, description: 'An email when someone joins by their invitation' })
  @IsOptional()
  @IsBoolean({ message: 'ownerEmails.joins must be true or false' })
  joins?: boolean;

  @ApiProperty({ required: false, description: 'An email when someone comments on a story' })
  @IsOptional()
  @IsBoolean({ message: 'ownerEmails.comments must be true or false' })
  comments?: boolean;

  @ApiProperty({ required: false, description: 'An email when someone suggests a question' })
  @IsOptional()
  @IsBoolean({ message: 'ownerEmails.suggestions must be true or false' })
  suggestions?: boolean;
}

export class NotificationSettingsDto {
  @ApiProperty({
    enum: NOTIFY_CHOICES,
    required: false,
    description: 'Every story in its own email, a weekly digest, or none',
  })
  @IsOptional()
  @IsIn(NOTIFY_CHOICES, { message: 'notify must be each, weekly or none' })
  notify?: NotifyChoice;

  @ApiProperty({
    type: OwnerEmailChoicesDto,
    required: false,
    description: "The owner's emails about the family; the ones left out stay as they are (the owner only)",
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => OwnerEmailChoicesDto)
  ownerEmails?: OwnerEmailChoicesDto;
}
