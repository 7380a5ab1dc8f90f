import { ApiProperty } from '@nestjs/swagger';
import { CUSTOM_QUESTION_MAX_LENGTH } from '@storyvault/contracts';
import { Equals, IsString, MaxLength } from 'class-validator';

export class CreateQuestionDto {
  @ApiProperty({ example: 'What was the best advice your mother gave you?', maxLength: CUSTOM_QUESTION_MAX_LENGTH })
  // A generous cap here; the use case applies the real limit to the trimmed text with a clear message.
  @MaxLength(CUSTOM_QUESTION_MAX_LENGTH * 4)
  @IsString()
  text: string;

  @ApiProperty({ enum: [false] })
  @Equals(false, { message: 'isPrewritten must be false: only custom questions can be created' })
  isPrewritten: false;

  @ApiProperty({ enum: ['custom'] })
  @Equals('custom', { message: 'category must be custom' })
  category: 'custom';
}
