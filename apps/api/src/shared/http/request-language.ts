import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Language, LANGUAGES, languageOf } from '@storyvault/contracts';
import { IsIn, IsOptional } from 'class-validator';
import type { Request } from 'express';

/** Refusal of a language StoryVault does not speak, wherever one is given. */
export const LANGUAGE_CHOICE_MESSAGE = 'language must be one of en, de, es, fr or nl.';

/**
 * The language a new account starts with: the one the sign-up form sent (the browser's, as the
 * page read it), else the request's (`requestLanguage`).
 */
export function signUpLanguage(req: Request, chosen?: Language): Language {
  return chosen ?? requestLanguage(req);
}

/**
 * The first of the request's Accept-Language (which browsers send with every call) that
 * StoryVault speaks, else English. Browsers list their languages in the order of preference, so
 * the q-values add nothing; a language refused by q=0 is left out.
 */
export function requestLanguage(req: Request): Language {
  const header = req.headers['accept-language'];
  const tags = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').filter((tag) => tag.trim());
  return languageOf(tags.filter((tag) => !/;\s*q=0(\.0*)?\s*$/i.test(tag)));
}

/**
 * The `language` field of every form that makes an account (sign-up, the checkout's account,
 * joining by an invitation): optional, one of the five, refused plainly otherwise.
 */
export function NewAccountLanguage(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      enum: LANGUAGES,
      example: 'de',
      description: "The new account's own language (the browser's); left out: the request's Accept-Language, else en",
    }),
    IsOptional(),
    IsIn(LANGUAGES, { message: LANGUAGE_CHOICE_MESSAGE }),
  );
}
