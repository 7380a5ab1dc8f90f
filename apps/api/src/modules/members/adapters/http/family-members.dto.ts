import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Language, LANGUAGES } from '@storyvault/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LANGUAGE_CHOICE_MESSAGE } from '../../../../shared/http/request-language';

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

  @ApiPropertyOptional({
    enum: LANGUAGES,
    example: 'de',
    description: "The new account's own language (the browser's); left out: the request's Accept-Language, else en",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANGUAGE_CHOICE_MESSAGE })
  language?: Language;
}
