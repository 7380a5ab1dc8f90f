/** An error already explained to the operator; the CLI prints it and exits 1. */
export class CliError extends Error {}
