import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

// Lengths here only keep absurd input out; the story applies the product's rules and messages.
export class UpdateStoryDto {
  @ApiPropertyOptional({ nullable: true, description: 'At most 200 characters; empty or null: the question again' })
  @IsOptional()
  @MaxLength(1000)
  @IsString()
  title?: string | null;

  @ApiPropertyOptional({ description: 'The story text (may be empty for a voice story)' })
  @ValidateIf((o: UpdateStoryDto) => o.fullText !== undefined)
  @MaxLength(200_000)
  @IsString()
  fullText?: string;

  @ApiPropertyOptional({ type: [String], description: 'At most 12 tags of 40 characters' })
  @ValidateIf((o: UpdateStoryDto) => o.tags !== undefined)
  @IsArray()
  @ArrayMaxSize(100)
  @MaxLength(1000, { each: true })
  @IsString({ each: true })
  tags?: string[];

  @ApiPropertyOptional({
    nullable: true,
    example: '1960s',
    description: 'A year ("1962") or a decade ("1960s"); empty or null clears it',
  })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  period?: string | null;
}
