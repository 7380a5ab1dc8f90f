import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SERVED_STORY_PHOTOS, ServedStoryPhoto } from '../../domain/story-files';

export class StoryPhotoQueryDto {
  @ApiPropertyOptional({
    enum: SERVED_STORY_PHOTOS,
    description: 'Left out: web (at most 1600 px); thumb: at most 320 px, for cards and lists',
  })
  @IsOptional()
  @IsIn(SERVED_STORY_PHOTOS, { message: 'size must be web or thumb' })
  size?: ServedStoryPhoto;
}
