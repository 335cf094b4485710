/** Enterprise codes of manifest parties (operations.md §7.6 `mft.party.code`, `mft.party.aeo`). */
export { AEO_MAX, CODE_MAX, checkAeoCode, checkEnterpriseCode, isPersonCodeType, parseEnterpriseCode } from './check';
export type { CodeVerdict, PartyCodeProblemCode } from './check';
export { ALL_CODE_TYPES, CN_CODE_TYPES, codeTypesFor, FOREIGN_CODE_TYPES, FOREIGN_FALLBACK_TYPE, PERSON_CODE_TYPES } from './codeTypes';
export { isOcShape, ocCheckChar, ocCheckCharOk } from './organisationCode';
export { isUsciShape, USCI_ALPHABET, USCI_WEIGHTS, usciCheckChar, usciCheckCharOk } from './usci';
export { ADDRESS_LINE_MAX, blockingProblems, checkPartyBlock, partyIsEmpty } from './party';
export type { PartyFields, PartyProblem, PartyProblemCode } from './party';
