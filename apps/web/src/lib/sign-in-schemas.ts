/**
 * The contract's schemas that the first screen's code uses (sign-in, the signed-in user, the
 * server's error body), kept in a module of their own so they, and zod with them, load once they
 * are needed: the login page draws and can be typed in without them (issue 14's 170 kB). Read
 * them through `signInSchemas()`, never by importing this module.
 */
export {
  actExchangeBodySchema,
  apiErrorSchema,
  authConfigSchema,
  loginBodySchema,
  sessionSchema,
  userSchema,
} from '@panel/contract';
