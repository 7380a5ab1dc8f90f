import { BadRequestException, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ErrorCode } from '@storyvault/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { Request } from 'express';
import { LoginDto } from './auth.dto';

/**
 * passport-local runs before pipes, so the body is validated here first: a malformed
 * body gets the same 400 as anywhere else instead of passport's bare 401.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  override canActivate(context: ExecutionContext) {
    const req = context.switchToHttp().getRequest<Request>();
    const body: unknown = req.body;
    const dto = plainToInstance(
      LoginDto,
      typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {},
    );
    const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length) {
      const details = errors.flatMap((e) => Object.values(e.constraints ?? {}));
      throw new BadRequestException({ code: ErrorCode.VALIDATION_FAILED, message: details[0], details });
    }
    return super.canActivate(context);
  }
}
