/**
 * What other modules may use of the messages (the only file of this folder they import): sending a
 * message to a company or an employee in their own transaction (issue 46: no module writes the table).
 */
export { type NewMessage, postMessages } from './postRepository';
/** A demo seed dates a message it caused back to when its story says it was sent. */
export { redateDemoMessage } from './demoMessages';
