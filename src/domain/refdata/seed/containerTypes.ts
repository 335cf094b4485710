/**
 * Container types (commercial.md §10.3) live in the SI reference list, which the SI check, its seed
 * and the rate classes share; this file only names that list among the other seed lists, so the
 * reference seed imports every list from one folder. Do not add rows here: add them there.
 *
 * Note for the seed: 40RH and 40NOR are the same ISO box (45R1); `name` (the rate class) is the
 * unique key, `code` is not.
 */
export { CONTAINER_TYPES as SEED_CONTAINER_TYPES, PACKAGE_CODES as SEED_PACKAGE_CODES } from '../../si/public';
