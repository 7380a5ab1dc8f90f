import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** Shapes only; the gift's own rules (and their messages at each field) are the domain's, validateGift. */
export class GiveGiftDto {
  @ApiProperty({ example: 'Ann Smith' })
  @MaxLength(200)
  @IsString({ message: 'Please enter your name.' })
  giverName: string;

  @ApiProperty({ example: 'ann@example.com' })
  @MaxLength(320)
  @IsString({ message: 'Please enter a valid email address.' })
  giverEmail: string;

  @ApiProperty({ example: 'Rose Smith' })
  @MaxLength(200)
  @IsString({ message: 'Please enter the name of the person receiving the gift.' })
  seniorName: string;

  @ApiPropertyOptional({ description: "Left out: the giver's dashboard asks for it", nullable: true })
  @IsOptional()
  @MaxLength(320)
  @IsString({ message: 'Please enter a valid email address.' })
  seniorEmail?: string | null;

  @ApiProperty({ example: '2027-01-04', description: 'YYYY-MM-DD, from today to a year ahead' })
  @MaxLength(10)
  @IsString({ message: 'Please choose the day the gift starts.' })
  startDate: string;

  @ApiProperty({ description: 'At most 600 characters' })
  @MaxLength(5000)
  @IsString({ message: 'Please write a short message for them.' })
  message: string;

  @ApiProperty({ enum: ['annual'], description: 'Gifts are annual (400 INVALID_GIFT otherwise)' })
  @MaxLength(20)
  @IsString({ message: 'Gifts are a year of StoryVault: the plan must be annual.' })
  planType: string;

  @ApiPropertyOptional({ description: "The giver's IANA time zone; left out or unknown: UTC" })
  @IsOptional()
  @MaxLength(64)
  @IsString()
  timeZone?: string;
}

export class GiftCardQueryDto {
  @ApiPropertyOptional({ enum: ['a5', 'letter'], description: 'Left out: a5' })
  @IsOptional()
  @IsIn(['a5', 'letter'], { message: 'size must be a5 or letter' })
  size?: 'a5' | 'letter';
}
