import { ApiProperty } from '@nestjs/swagger';
import { NOTIFY_CHOICES, NotifyChoice } from '@storyvault/contracts';
import { IsIn } from 'class-validator';

export class NotificationSettingsDto {
  @ApiProperty({ enum: NOTIFY_CHOICES, description: 'Every story in its own email, a weekly digest, or none' })
  @IsIn(NOTIFY_CHOICES, { message: 'notify must be each, weekly or none' })
  notify: NotifyChoice;
}
