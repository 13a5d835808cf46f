/** The staff screens: what other features use of them. */
export { PasswordInput } from "./password-input";
