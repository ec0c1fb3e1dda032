/**
 * The declared sign-in endpoints and the call that sends them, in a chunk of their own: their
 * schemas (and zod, which the domain's endpoint module also builds a schema with) load with the
 * first call (auth-api.ts), not with the sign-in page, which shows before any call.
 */

export {
  adminsLoginsEndpoint,
  changePasswordEndpoint,
  forgotPasswordEndpoint,
  loginEndpoint,
  logoutEndpoint,
  meEndpoint,
  resetLinkEndpoint,
  resetPasswordEndpoint,
} from '@mandi/domain';
export { callEndpoint } from '../api/endpoint';
