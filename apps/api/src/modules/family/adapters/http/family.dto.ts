import { ApiProperty } from '@nestjs/swagger';
import { FAMILY_LIMITS, SUGGESTION_PLACEMENTS, SuggestionPlacement } from '@storyvault/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

// Generous caps here; the use cases apply the real limits to the trimmed text with a clear message.
export class PostCommentDto {
  @ApiProperty({ example: 'I never knew Grandpa built that boat himself!', maxLength: FAMILY_LIMITS.commentMaxLength })
  @MaxLength(FAMILY_LIMITS.commentMaxLength * 4)
  @IsString()
  text: string;
}

export class SuggestQuestionDto {
  @ApiProperty({ example: 'What was the lake house like in summer?', maxLength: FAMILY_LIMITS.suggestionMaxLength })
  @MaxLength(FAMILY_LIMITS.suggestionMaxLength * 4)
  @IsString()
  text: string;
}

export class AcceptSuggestionDto {
  @ApiProperty({
    enum: SUGGESTION_PLACEMENTS,
    required: false,
    description: 'Asked next (first in the queue) or last (the default)',
  })
  @IsOptional()
  @IsIn(SUGGESTION_PLACEMENTS, { message: 'placement must be next or last' })
  placement?: SuggestionPlacement;
}
