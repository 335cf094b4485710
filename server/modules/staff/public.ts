/**
 * What other modules may use of the staff (the only file of this folder they import): making an
 * employee account and linking it to a user (issue 46: no other module writes the employees table).
 */
export { insertEmployee, linkEmployeeToUser } from './employeeRepository';
