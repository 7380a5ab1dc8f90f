import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/**
 * A photo question is multipart and read by the photo receiver; a JSON body sent there instead
 * is still validated like the rest (400 VALIDATION_FAILED naming the field).
 */
export class PhotoQuestionFieldsDto {
  @ApiPropertyOptional({ description: 'The question; "Tell us about this photo" when empty' })
  @IsOptional()
  @IsString()
  text?: string;
}
