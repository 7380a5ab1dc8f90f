/** What other modules may use of gifts: nothing yet; gifts hear billing's events and call the vault module. */
export {};
