/** Why the app sent the admin to sign in (a session that ended), shown above the form. */
export interface LoginNotice {
  notice: string;
}

export function noticeOf(state: unknown): string | undefined {
  const notice = (state as Partial<LoginNotice> | null)?.notice;
  return typeof notice === 'string' && notice ? notice : undefined;
}
