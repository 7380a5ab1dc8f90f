import { AppConfig, ConfigProblem } from '@storyvault/api/config/app-config';

export type CheckStatus = 'ok' | 'warn' | 'fail';

/** One line of `storyvault doctor`: what was checked, how it went, and what to do about it. */
export interface CheckResult {
  check: string;
  status: CheckStatus;
  message: string;
  /** What to change; absent when there is nothing to do. */
  fix?: string;
}

export const ok = (check: string, message: string): CheckResult => ({ check, status: 'ok', message });
export const warn = (check: string, message: string, fix: string): CheckResult => ({
  check,
  status: 'warn',
  message,
  fix,
});
export const fail = (check: string, message: string, fix: string): CheckResult => ({
  check,
  status: 'fail',
  message,
  fix,
});

/** The configuration as read, with its problems, which each check reports for its own variables. */
export interface DoctorInput {
  config: AppConfig;
  problems: ConfigProblem[];
  /** How long to wait for a server, in milliseconds. */
  timeoutMs: number;
}

/** A failed check when one of `variables` is invalid (nothing else can be checked then), else null. */
export function invalid(check: string, input: DoctorInput, variables: Array<keyof AppConfig>): CheckResult | null {
  const own = input.problems.filter((p) => variables.includes(p.variable));
  if (!own.length) return null;
  return fail(
    check,
    own.map((p) => p.text).join('; '),
    `correct ${[...new Set(own.map((p) => p.variable))].join(', ')} (each is explained in .env.example)`,
  );
}

/** Rejects when `work` takes longer than `ms`: a server that accepts a connection and then says nothing. */
export function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
