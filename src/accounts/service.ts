/**
 * The accounts service as operations see it (keys, plans, usage, billing).
 * Placeholder: filled in by the accounts work (issue 9); declared here so OperationContext can
 * name it before that branch lands.
 */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountsService {}
