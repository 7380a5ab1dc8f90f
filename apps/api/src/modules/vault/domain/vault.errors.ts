import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

export class VaultNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.VAULT_NOT_FOUND, 'Vault not found.');
  }
}

export class InvalidVaultError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.INVALID_VAULT, message);
  }
}

export class VaultLimitError extends DomainError {
  constructor() {
    super(ErrorCode.VAULT_LIMIT, 'You already have a vault. More vaults come with full access.');
  }
}

/** An owner with a plan already has every storyteller it includes. */
export class StorytellerLimitError extends DomainError {
  constructor(limit: number) {
    super(
      ErrorCode.STORYTELLER_LIMIT,
      `Your plan includes up to ${limit} storytellers, and you already have ${limit}. Write to us if your family needs more.`,
    );
  }
}

export class QuestionAlreadyInVaultError extends DomainError {
  constructor() {
    super(ErrorCode.QUESTION_ALREADY_IN_VAULT, 'This question is already in your vault.');
  }
}

export class QuestionNotInVaultError extends DomainError {
  constructor() {
    super(ErrorCode.QUESTION_NOT_IN_VAULT, 'This question is not in your vault.');
  }
}

export class InvalidReorderError extends DomainError {
  constructor() {
    super(ErrorCode.INVALID_REORDER, 'The new order must list every question in the queue exactly once.');
  }
}

/** A member of the vault whose role does not allow what they asked (non-members get VaultNotFoundError). */
export class VaultForbiddenError extends DomainError {
  constructor() {
    super(ErrorCode.VAULT_FORBIDDEN, 'You do not have permission to do this in this vault.');
  }
}
