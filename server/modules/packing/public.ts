export { gateInPackingLists } from './gateIn';
export { publishPackingChanged } from './live';
