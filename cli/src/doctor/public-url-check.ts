import { publicUrlConfigured } from '@storyvault/api/config/app-config';
import { CheckResult, DoctorInput, fail, invalid, ok, warn, within } from './check';
import { LOCAL_HOSTS } from './settings-checks';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** GET {url}/api/health: null when it answers 2xx, else what went wrong. */
async function healthProblem(publicUrl: string, timeoutMs: number): Promise<string | null> {
  const health = `${publicUrl.replace(/\/+$/, '')}/api/health`;
  try {
    const res = await within(timeoutMs, fetch(health, { signal: AbortSignal.timeout(timeoutMs) }));
    await res.body?.cancel();
    return res.ok ? null : `${health} answered ${res.status}`;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return `${health} did not answer (${message(cause ?? error)})`;
  }
}

/**
 * The public URL every link in an email or a book is made from: the one the servers recorded at
 * start (unless PUBLIC_URL is set here), https in production, not this machine, and answering
 * `/api/health` there. In production a URL that does not answer fails; elsewhere it is a warning
 * (the servers may simply not be running while the doctor is).
 */
export async function publicUrlCheck(input: DoctorInput, recorded: string | null): Promise<CheckResult> {
  const { config } = input;
  const bad = invalid('public URL', input, ['PUBLIC_URL']);
  if (bad) return bad;
  const here = publicUrlConfigured();
  const effective = !here && recorded ? recorded : config.PUBLIC_URL;
  const url = new URL(effective);
  if (config.isProduction && url.protocol !== 'https:')
    return fail(
      'public URL',
      `${effective} is not https: links in emails travel unencrypted and the session cookie is not Secure`,
      'set PUBLIC_URL to the https:// address people open StoryVault at',
    );
  if (config.isProduction && LOCAL_HOSTS.test(url.hostname))
    return fail(
      'public URL',
      `${effective} points at this machine: links in emails would not open for anyone else`,
      'set PUBLIC_URL to the public https:// address',
    );
  const problem = await healthProblem(effective, input.timeoutMs);
  if (problem)
    return (config.isProduction ? fail : warn)(
      'public URL',
      `${problem}: the links in emails and books would not open`,
      'start the api, or set PUBLIC_URL (on the servers, which record it at start) to the address people open StoryVault at',
    );
  if (here && recorded && recorded.replace(/\/+$/, '') !== effective.replace(/\/+$/, ''))
    return warn(
      'public URL',
      `${effective} answers, but the servers record ${recorded}: links made here differ from theirs`,
      'unset PUBLIC_URL here, or set the servers’ PUBLIC_URL to the same address',
    );
  const source = here ? '' : recorded ? ' (recorded by the servers)' : ' (no server has recorded one yet)';
  const https = config.isProduction ? '' : ', https is required in production';
  return ok('public URL', `${effective}${source} answers /api/health${https}`);
}
