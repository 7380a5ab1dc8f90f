// Every web test waits on what the page shows, never on a clock. On a loaded 2-core machine
// rendering the react-admin app takes seconds, so the findBy…/waitFor budget is generous: a test
// that passes fast still passes fast, and a real failure still fails (after the budget).
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
