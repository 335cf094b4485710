export { gateInPackingLists } from './gateIn';
