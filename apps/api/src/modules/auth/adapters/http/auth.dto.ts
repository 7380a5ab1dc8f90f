import { ApiProperty } from '@nestjs/swagger';
import { Language } from '@storyvault/contracts';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewAccountLanguage } from '../../../../shared/http/request-language';

// Lengths here only keep absurd input out; the use cases apply the product's rules and messages.
export class LoginDto {
  @ApiProperty({ example: 'ann@example.com' })
  @MaxLength(320)
  @IsString()
  @IsNotEmpty()
  email: string;

  @ApiProperty()
  @MaxLength(1024)
  @IsString()
  @IsNotEmpty()
  password: string;
}

export class RegisterDto {
  @ApiProperty({ example: 'Ann Smith' })
  @MaxLength(100)
  @IsString()
  @IsNotEmpty({ message: 'Name is required' })
  name: string;

  @ApiProperty({ example: 'ann@example.com' })
  @MaxLength(254)
  @IsString()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({
    description: 'At least 8 characters with an uppercase and a lowercase letter, a number and a special character.',
  })
  @MaxLength(1024)
  @IsString()
  password: string;

  @NewAccountLanguage()
  language?: Language;
}

export class PasswordResetRequestDto {
  @ApiProperty({ example: 'ann@example.com' })
  @MaxLength(254)
  @IsString()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}

export class PasswordResetConfirmDto {
  @ApiProperty()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty()
  token: string;

  @ApiProperty({ description: 'At least 8 characters.' })
  @MaxLength(1024)
  @IsString()
  newPassword: string;
}

export class ChangeEmailDto {
  @ApiProperty({ example: 'ann.new@example.com' })
  @MaxLength(254)
  @IsString()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  newEmail: string;

  @ApiProperty({ description: 'The current password.' })
  @MaxLength(1024)
  @IsString()
  @IsNotEmpty({ message: 'Please enter your current password' })
  password: string;
}

export class ConfirmEmailChangeDto {
  @ApiProperty()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty()
  token: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @MaxLength(1024)
  @IsString()
  @IsNotEmpty({ message: 'Please enter your current password' })
  currentPassword: string;

  @ApiProperty({ description: 'At least 8 characters.' })
  @MaxLength(1024)
  @IsString()
  newPassword: string;
}

export class DeleteAccountDto {
  @ApiProperty({ description: 'The current password.' })
  @MaxLength(1024)
  @IsString()
  @IsNotEmpty({ message: 'Please enter your password' })
  password: string;
}
