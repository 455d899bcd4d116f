/** The answer of the password mail and link-check calls. */
export interface Message {
  message: string;
}
