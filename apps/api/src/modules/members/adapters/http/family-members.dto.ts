import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Language } from '@storyvault/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { NewAccountLanguage } from '../../../../shared/http/request-language';

// Lengths here only keep absurd input out; the use cases apply the product's rules and messages.
export class InviteMemberDto {
  @ApiProperty({ example: 'Emma Smith' })
  @MaxLength(1000)
  @IsString()
  name: string;

  @ApiProperty({ example: 'emma@example.com' })
  @MaxLength(1000)
  @IsString()
  email: string;

  @ApiProperty({ enum: ['contributor', 'viewer'] })
  @MaxLength(20)
  @IsString()
  role: string;
}

export class ChangeMemberRoleDto {
  @ApiProperty({ enum: ['contributor', 'viewer'] })
  @MaxLength(20)
  @IsString()
  role: string;
}

export class AcceptInvitationDto {
  @ApiPropertyOptional({ description: 'For a new account: their name' })
  @IsOptional()
  @MaxLength(1000)
  @IsString()
  name?: string;

  @ApiPropertyOptional({ description: 'For a new account: a password by the registration rules' })
  @IsOptional()
  @MaxLength(1024)
  @IsString()
  password?: string;

  @NewAccountLanguage()
  language?: Language;
}
