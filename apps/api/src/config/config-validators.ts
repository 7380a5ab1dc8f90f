import type * as ClassValidator from 'class-validator';

/*
 * The dozen class-validator checks the configuration uses, each loaded from its own file.
 * class-validator's index loads every one of its checks, validator.js whole and libphonenumber-js:
 * some 320 files, a sixth of what a CLI command that reads loads, for a configuration that needs
 * about 40 (docs/decisions/1000-modules-keep-their-http-side-apart.md). The files are those of the
 * pinned version (apps/api/package.json); the checks and their messages are class-validator's own,
 * registered in its one metadata storage, as the DTOs' are through the index.
 */

type Checks = typeof ClassValidator;

function part<T>(file: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one file of the package, not its index
  return require(`class-validator/cjs/${file}`) as T;
}

const check = <K extends keyof Checks>(file: string, name: K): Checks[K] => part<Checks>(file)[name];

export const IsBoolean = check('decorator/typechecker/IsBoolean', 'IsBoolean');
export const IsEmail = check('decorator/string/IsEmail', 'IsEmail');
export const IsIn = check('decorator/common/IsIn', 'IsIn');
export const IsInt = check('decorator/typechecker/IsInt', 'IsInt');
export const IsNumber = check('decorator/typechecker/IsNumber', 'IsNumber');
export const IsOptional = check('decorator/common/IsOptional', 'IsOptional');
export const IsPositive = check('decorator/number/IsPositive', 'IsPositive');
export const IsString = check('decorator/typechecker/IsString', 'IsString');
export const IsUrl = check('decorator/string/IsUrl', 'IsUrl');
export const Matches = check('decorator/string/Matches', 'Matches');
export const Max = check('decorator/number/Max', 'Max');
export const Min = check('decorator/number/Min', 'Min');
export const MinLength = check('decorator/string/MinLength', 'MinLength');
export const ValidateBy = check('decorator/common/ValidateBy', 'ValidateBy');

const { Validator } = part<{ Validator: new () => ClassValidator.Validator }>('validation/Validator');
const { getFromContainer } = part<Checks>('container');

/** class-validator's validateSync for an object (its index's, which goes through the same container). */
export function validateSync(
  object: object,
  options?: ClassValidator.ValidatorOptions,
): ClassValidator.ValidationError[] {
  return getFromContainer(Validator).validateSync(object, options);
}
