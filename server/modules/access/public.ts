/**
 * What other modules may use of access (the only file of this folder they import: .dependency-cruiser.cjs):
 * a module's seed step syncs the menus and buttons its pages need, and the demo's roles and staff.
 * Grants and access checks every module makes are below the modules, in server/platform/access.
 */
export { seedMenus, syncMenuButtons } from './menuSeed';
export { grantPageButtons, grantPlatformRole } from './buttonGrantsRepository';
// the staff page sets which roles an employee holds (issue 46: access writes the table)
export { replaceEmployeeRoles } from './employeeRoleRepository';
export { type DemoRole, seedDemoRoles, seedDemoStaff } from './demoAccess';
