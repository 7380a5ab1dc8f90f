export default async function teardown() {
  await globalThis.__STORYVAULT_TEST_PG__?.stop();
}
