import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID } from 'class-validator';
import { LANGUAGES, type Language } from '@storyvault/contracts';
import { AnswerText } from '../../domain/answer.errors';

// A missing token is an invalid link (404), not a validation failure, hence optional here.

export class TextAnswerDto {
  @ApiProperty({ description: 'The story; trimmed before it is kept', example: 'We lived above the bakery...' })
  @IsOptional()
  @IsString()
  text?: string;

  @ApiProperty({ description: 'The token from the emailed link' })
  @IsOptional()
  @IsString()
  token?: string;

  @ApiProperty({
    required: false,
    format: 'uuid',
    description:
      "The page's own id for this story, chosen on the device: the same story sent again with it is kept once",
  })
  @IsOptional()
  @IsUUID('all', { message: AnswerText.badSendId })
  sendId?: string;
}

/**
 * The voice answer is multipart and read by the recording receiver; a JSON body sent there
 * instead is still validated like the rest (400 VALIDATION_FAILED naming the field).
 */
export class VoiceAnswerDto {
  @ApiProperty({ description: 'The token from the emailed link' })
  @IsOptional()
  @IsString()
  token?: string;

  @ApiProperty({ required: false, format: 'uuid', description: "The page's own id for this recording" })
  @IsOptional()
  @IsUUID('all', { message: AnswerText.badSendId })
  sendId?: string;
}

export class AnswerLinkViewDto {
  @ApiProperty({ example: 'What was your favourite game as a child?' })
  question: string;

  @ApiProperty({ enum: LANGUAGES, example: 'de', description: "The vault's language: the page's own words are in it" })
  language: Language;

  @ApiProperty({ example: 'Rose' })
  seniorFirstName: string;

  @ApiProperty({ example: 'Ann', description: "The owner's first name: whom the story goes to" })
  ownerFirstName: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-11-24T18:02:00.000Z',
    description: 'When the question was first answered; the link still takes another answer',
  })
  answeredAt: string | null;

  @ApiProperty({
    type: String,
    required: false,
    example: '/api/respond/photo?token=…',
    description: "A photo question's photo, loaded with the same token (no sign-in); absent for other questions",
  })
  photoUrl?: string;
}

export class AnswerSavedDto {
  @ApiProperty({ enum: [true] })
  ok: true;
}

export class SkipQuestionDto {
  @ApiProperty({ description: 'The token from the emailed link' })
  @IsOptional()
  @IsString()
  token?: string;
}

export class SkipResultDto {
  @ApiProperty({ enum: ['skipped', 'already_skipped', 'answered'] })
  outcome: 'skipped' | 'already_skipped' | 'answered';

  @ApiProperty({ description: 'Whether a different question went out now' })
  nextQuestionSent: boolean;

  @ApiProperty({
    description: 'What the page tells the senior',
    example: 'Done. A different question is on its way to your inbox.',
  })
  message: string;
}
