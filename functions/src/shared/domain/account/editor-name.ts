/** The fields of an account (Firebase Auth's user record, server or client SDK) that name a person. */
export interface AccountNames {
  readonly displayName?: string | null | undefined;
  readonly email?: string | null | undefined;
}

/**
 * The name a person is shown by to others: the display name, else the e-mail, else `undefined`.
 * An empty display name or e-mail counts as none.
 */
export function accountNameOf(account: AccountNames): string | undefined {
  return account.displayName || account.email || undefined;
}

/**
 * The "Edited by" of a building's meta (`meta.editedBy`, never empty): the account's name
 * ({@link accountNameOf}), else its uid.
 */
export function editorNameOf(account: AccountNames & { readonly uid: string }): string {
  return accountNameOf(account) ?? account.uid;
}
