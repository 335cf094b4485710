/**
 * What other modules may use of the staff (the only file of this folder they import): making an
 * employee account (issue 46: companies and join no longer write the employees table).
 */
export { insertEmployee } from './employeeRepository';
// the demo's people: the modules' seed steps make their demo staff and accounts' employees here
export { insertDemoEmployee, insertDemoEmployeeLogin, seedDemoStaff } from './demoStaffSeed';
// a company's offer to bind a person's account to an employee (the companies' new-company admin seat makes one)
export { offerBinding } from './bindOffers';
