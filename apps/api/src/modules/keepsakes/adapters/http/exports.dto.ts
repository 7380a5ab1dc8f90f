import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXPORT_LIMITS } from '@storyvault/contracts';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, IsUUID, ValidateIf } from 'class-validator';

// Shapes only; the use case checks the values again and says plainly what is wrong.
export class RequestExportDto {
  @ApiProperty({ enum: ['pdf', 'zip'], description: 'pdf: the book (any member); zip: everything (the owner)' })
  @IsIn(['pdf', 'zip'], { message: 'format must be "pdf" (the book) or "zip" (everything).' })
  format: 'pdf' | 'zip';

  @ApiPropertyOptional({ enum: ['6x9', 'a4'], default: '6x9' })
  @IsOptional()
  @IsIn(['6x9', 'a4'], { message: 'pageSize must be "6x9" or "a4".' })
  pageSize?: '6x9' | 'a4';

  @ApiPropertyOptional({ enum: ['category', 'period'], default: 'category' })
  @IsOptional()
  @IsIn(['category', 'period'], { message: 'chapters must be "category" or "period".' })
  chapters?: 'category' | 'period';

  @ApiPropertyOptional({ description: "A story photo's id, for the cover", nullable: true })
  @ValidateIf((o: RequestExportDto) => o.coverPhotoId !== null && o.coverPhotoId !== undefined)
  @IsUUID('all', { message: 'coverPhotoId must be the id of a story photo.' })
  coverPhotoId?: string | null;

  @ApiPropertyOptional({ maxLength: EXPORT_LIMITS.titleMaxLength, nullable: true })
  @ValidateIf((o: RequestExportDto) => o.title !== null && o.title !== undefined)
  @IsString({ message: 'title must be text.' })
  title?: string | null;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    nullable: true,
    maxItems: EXPORT_LIMITS.bookStoriesMax,
    description: "The stories the book holds (the vault's story ids); every story when absent or null",
  })
  @ValidateIf((o: RequestExportDto) => o.storyIds !== null && o.storyIds !== undefined)
  @IsArray({ message: 'storyIds must be a list of story ids.' })
  @ArrayMinSize(1, { message: 'Please choose at least one story for the book.' })
  @ArrayMaxSize(EXPORT_LIMITS.bookStoriesMax, {
    message: `A book holds at most ${EXPORT_LIMITS.bookStoriesMax} chosen stories.`,
  })
  @IsUUID('all', { each: true, message: 'storyIds must be a list of story ids.' })
  storyIds?: string[] | null;
}
