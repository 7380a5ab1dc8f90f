import { ApiProperty } from '@nestjs/swagger';
import type { ChooseReplyRequest } from '@storyvault/contracts';
import { IsIn } from 'class-validator';

export class ChooseReplyDto implements ChooseReplyRequest {
  @ApiProperty({ enum: ['command', 'story'], description: 'Do what the reply may have asked, or keep it as a story' })
  @IsIn(['command', 'story'])
  choice!: 'command' | 'story';
}
