import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Language } from '@storyvault/contracts';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { NewAccountLanguage } from '../../../../shared/http/request-language';

export class CaptureLeadDto {
  @ApiProperty({ example: 'Ann Smith' })
  @MaxLength(200)
  @IsString()
  name: string;

  @ApiProperty({ example: 'ann@example.com' })
  @MaxLength(320)
  @IsString()
  email: string;
}

export class CreateCheckoutDto {
  @ApiPropertyOptional({ description: 'From capture-lead; absent when a signed-in user upgrades (/subscribe)' })
  @IsOptional()
  @Max(2_147_483_647)
  @Min(1)
  @IsInt({ message: 'leadId must be an integer' })
  leadId?: number;

  @ApiProperty({ enum: ['annual', 'monthly'] })
  @IsIn(['annual', 'monthly'], { message: 'planType must be annual or monthly' })
  planType: 'annual' | 'monthly';
}

export class VerifyPaymentDto {
  @ApiProperty()
  @MaxLength(255)
  @IsString()
  sessionId: string;

  @ApiProperty({
    description:
      "May be empty for a lead's paid session (no lead kept in that browser): the answer then names the lead",
  })
  @MaxLength(320)
  @IsString()
  email: string;
}

export class CompleteSignupDto {
  @ApiProperty()
  @MaxLength(255)
  @IsString()
  sessionId: string;

  @ApiProperty({ description: 'At least 8 characters' })
  @MaxLength(1024)
  @IsString()
  password: string;

  @ApiProperty()
  @MaxLength(320)
  @IsString()
  email: string;

  @NewAccountLanguage()
  language?: Language;
}
