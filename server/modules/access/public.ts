/**
 * What other modules may use of access (the only file of this folder they import: .dependency-cruiser.cjs):
 * a module's seed step syncs the menus and buttons its pages need, and the demo's roles and staff.
 * Grants and access checks every module makes are below the modules, in server/platform/access.
 */
export { addMenuUnder, seedMenus, syncMenuButtons } from './menuSeed';
export { grantPageButtons, grantPlatformRole } from './buttonGrantsRepository';
// a module's seed grants its pages and buttons to roles, or takes them away (issue 46: access writes the grants)
export { giveRolesToEmployees, grantButtonsToRoles, grantMenusToRoles, type RolesOf, revokePagesFromRoles } from './roleGrantRepository';
// the staff page sets which roles an employee holds (issue 46: access writes the table)
export { replaceEmployeeRoles } from './employeeRoleRepository';
// who is told of a button's work: the active employees holding it (booking's desk, issue 46)
export { employeesHoldingButton } from './employeeRoleRepository';
// the demo's roles and permission items (the demo staff are staff's: staff/public)
export { DEMO_ACCESS_ROLES, type DemoRole, grantDemoPermission, seedDemoRoles } from './demoAccess';
// the staff page reads an employee's roles and permissions here (issue 46: access owns them)
export { assignableRolesOf, employeePermissionsOf, roleNamesOf, rolesGrantingMenusBeyond } from './staffRoleReadsRepository';
