/** What other areas may use of the CRM's pure rules. */
export { companyNameKey, emailKey, halfWidth, isEmail, isPhone, phoneKey } from './names';
export { isValidUscc, usccCheckChar, usccProblem, usccProblemWords } from './uscc';
