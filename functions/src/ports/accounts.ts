/** What the callable wrapper needs to know about an account beyond its ID token. */
export interface AccountStanding {
  /** Tokens whose sign-in (`auth_time`) is before this instant, in epoch ms, were revoked. */
  tokensValidAfterMs: number;
  disabled: boolean;
}

/** The accounts port: the production adapter asks Firebase Auth. `null`: no such account (deleted). */
export interface Accounts {
  standing(uid: string): Promise<AccountStanding | null>;
}
