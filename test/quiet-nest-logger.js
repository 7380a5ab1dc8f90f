// Nest's default console logger is noise in test output; the tests assert on behaviour.
require('@nestjs/common').Logger.overrideLogger(false);
