// bench:api's knobs (documented at the top of scripts/bench/api.mjs) and the fixed values that
// both of its servers, its accounts and its report must agree on.

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARM_UP_SECONDS = 3;
export const SOAK_USERS = Number(process.env.BENCH_SOAK_USERS ?? 200);
export const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
/** Share of a soak user's requests that submit a story; the rest are dashboard reads. */
export const SOAK_SUBMIT_SHARE = 0.2;
export const SOAK_TIMEOUT_MS = 30_000;
/** The vaults measured: about four years of stories, and ten (a vault grows by about 52 a year). */
export const STORIES = 200;
export const STORIES_LARGE = 520;
/** The dashboard reads its stories a page at a time (apps/web StoryCollection's STORY_PAGE_SIZE). */
export const STORY_PAGE = 20;
export const TARGET_RATIO = 0.6;
/** The open-loop run: requests a second at fixed times whatever the answers, for this long. */
export const OPEN_RATE = Number(process.env.BENCH_OPEN_RATE ?? 100);
export const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 30);
/** The open loop's p99: at most this many times the bare server's in the same run. */
export const TARGET_OPEN_P99_RATIO = 1.5;
export const SESSION_SECRET = 'bench-api-session-secret-that-is-long-enough-42';
export const PASSWORD = 'Bench!pass-2026';
export const OWNER_EMAIL = 'owner@example.com';
/** The owner of the ten-year vault. */
export const OWNER_LARGE_EMAIL = 'owner-ten-years@example.com';
/** The product's pool (database/typeorm-options.ts, extra.max); the baseline gets as many. */
export const POOL_SIZE = 10;
export const SESSION_COOKIE = 'storyvault.sid';
