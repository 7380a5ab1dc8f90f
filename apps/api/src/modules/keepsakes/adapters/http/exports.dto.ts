import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXPORT_LIMITS } from '@storyvault/contracts';
import { IsIn, IsOptional, IsString, IsUUID, ValidateIf } from 'class-validator';

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
}
