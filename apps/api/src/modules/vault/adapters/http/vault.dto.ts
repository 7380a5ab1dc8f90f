import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Language, LANGUAGES } from '@storyvault/contracts';
import { LANGUAGE_MESSAGE } from '../../domain/vault';

const SEND_WEEKDAY_MESSAGE = 'sendWeekday must be a day of the week, from 0 (Sunday) to 6 (Saturday).';

export class SaveVaultDto {
  @ApiProperty({ example: 'Rose Smith' })
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: "Please enter your loved one's name." })
  seniorName: string;

  @ApiProperty({ example: 'rose@example.com' })
  @MaxLength(254)
  @IsString()
  seniorEmail: string;

  @ApiPropertyOptional({ nullable: true, example: '' })
  @IsOptional()
  @MaxLength(30)
  @IsString()
  seniorPhone?: string | null;

  @ApiProperty({ enum: ['email', 'sms'] })
  @IsIn(['email', 'sms'], { message: 'deliveryMethod must be email or sms' })
  deliveryMethod: string;

  @ApiProperty({ enum: [1, 2, 4], description: 'Weeks between questions' })
  @IsInt({ message: 'frequency must be 1, 2 or 4' })
  frequency: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  sendIntroEmail?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isSetupComplete?: boolean;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 6,
    description:
      'The day of the week questions arrive, 0 = Sunday … 6 = Saturday. Left out at setup: the weekday of the first question; on update: unchanged.',
  })
  @IsOptional()
  @IsIn([0, 1, 2, 3, 4, 5, 6], { message: SEND_WEEKDAY_MESSAGE })
  sendWeekday?: number;

  @ApiPropertyOptional({
    example: 'America/New_York',
    description:
      "The senior's IANA time zone: questions and follow-ups arrive at about 9:00 there. Left out at setup: UTC; on update: unchanged.",
  })
  @IsOptional()
  @MaxLength(64, { message: 'timeZone must be an IANA time zone name such as Europe/Berlin' })
  @IsString({ message: 'timeZone must be an IANA time zone name such as Europe/Berlin' })
  timeZone?: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    example: 'de',
    description:
      'What the senior reads (the emails, the answer pages) and the book prints. Left out at setup: en; on update: unchanged.',
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: Language;
}

/** PUT /api/vaults/{id}: what setup sends, and the settings dialog's offer to introduce a new address. */
export class UpdateVaultDto extends SaveVaultDto {
  @ApiPropertyOptional({
    description:
      'Settings: when seniorEmail changes, send the introduction email to the new address (once per address)',
  })
  @IsOptional()
  @IsBoolean()
  sendIntroduction?: boolean;
}

export class AddVaultQuestionDto {
  @ApiProperty()
  @MaxLength(100)
  @IsString()
  questionId: string;

  @ApiProperty({ description: 'Position key; the dashboard sends the current time in seconds (plus an index)' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  order: number;

  @ApiProperty()
  @IsBoolean()
  isCustom: boolean;
}

export class QuestionOrderDto {
  @ApiProperty()
  @MaxLength(100)
  @IsString()
  questionId: string;

  @ApiProperty()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  order: number;
}

export class ReorderQuestionsDto {
  @ApiProperty({ type: [QuestionOrderDto] })
  @ArrayMaxSize(1000)
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => QuestionOrderDto)
  questionOrders: QuestionOrderDto[];
}
