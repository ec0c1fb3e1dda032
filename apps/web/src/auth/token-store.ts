/**
 * The sign-in token, kept in localStorage so a reload or a new tab stays signed in. The e2e
 * fixtures put a token under the same key to start a test signed in.
 */
export const TOKEN_STORAGE_KEY = 'mandi.token';

export const tokenStore = {
  get(): string | null {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  },
  set(token: string) {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  },
  clear() {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  },
};
