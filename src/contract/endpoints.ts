/**
 * Endpoint paths, named as the spec names them; later issues add the §7 calls here. A list's
 * Excel export is its path + `/Export`, its import (where people fill it by hand) + `/Import`.
 */
export const ENDPOINTS = {
  health: '/api/health',
  clientLogReport: '/api/ClientLog/Report',
  liveSocket: '/api/client/ws',
  // spec §7: sign-in and the session
  userLogin: '/api/WebsitePublic/UserLogin',
  employeeLogin: '/api/WebsitePublic/EmployeeLogin',
  currentUser: '/api/CurrentUser/Current',
  currentEmployee: '/api/CurrentEmployee/Current',
  boundEmployees: '/api/CurrentUser/GetUserBindEmployeeList',
  chooseDefaultEmployee: '/api/AuthUser/TryChooseDefaultEmployee',
  logout: '/api/AuthUser/Logout',
  register: '/api/WebsitePublic/Register',
  chooseEmployee: '/api/AuthUser/ChooseEmployee',
  changePassword: '/api/CurrentUser/ChangePassword',
  wxLoginConfig: '/api/WebsitePublic/WxLoginConfig',
  wxLoginStart: '/api/WxLogin/Start',
  wxLoginCallback: '/api/WxLogin/Callback',
  showPointTo: '/api/WxAppWebsite/ShowPointTo',
  // joining a company (issue 3)
  joinCreateCompany: '/api/Join/CreateCompany',
  joinBindCompany: '/api/Join/BindCompany',
  joinMyRequests: '/api/Join/MyRequests',
  joinPendingBindRequests: '/api/Join/PendingBindRequests',
  joinDecideBindRequest: '/api/Join/DecideBindRequest',
  // permissions, menus and system administration (issue 4)
  currentEmployeeMenuTree: '/api/Employee/GetCurrentEmployeeMenuTree',
  menuTree: '/api/Menu/Tree',
  menuSave: '/api/Menu/Save',
  menuMove: '/api/Menu/Move',
  menuDelete: '/api/Menu/Delete',
  menuSaveButton: '/api/Menu/SaveButton',
  menuDeleteButton: '/api/Menu/DeleteButton',
  roleList: '/api/Role/List',
  roleSave: '/api/Role/Save',
  roleDelete: '/api/Role/Delete',
  roleGrants: '/api/Role/Grants',
  roleSetGrants: '/api/Role/SetGrants',
  permissionList: '/api/Permission/List',
  permissionSave: '/api/Permission/Save',
  permissionDelete: '/api/Permission/Delete',
  employeeList: '/api/Employee/List',
  employeeDetail: '/api/Employee/Detail',
  employeeSave: '/api/Employee/Save',
  employeeSetStatus: '/api/Employee/SetStatus',
  employeeSetRoles: '/api/Employee/SetRoles',
  userList: '/api/User/List',
  applicationList: '/api/CompanyApplication/List',
  applicationDecide: '/api/CompanyApplication/Decide',
  companyCreate: '/api/Company/Create',
  companyCurrent: '/api/Company/Current',
  companyEditCurrent: '/api/Company/EditCurrent',
  customerList: '/api/Company/CustomerList',
  providerList: '/api/Company/ProviderList',
  companyDetail: '/api/Company/Detail',
  companyEdit: '/api/Company/Edit',
  salespeopleAssign: '/api/Company/AssignSalesperson',
  salespeopleRemove: '/api/Company/RemoveSalesperson',
  salespeopleCandidates: '/api/Company/SalespersonCandidates',
  auditList: '/api/Audit/List',
  myAccess: '/api/CurrentEmployee/MyAccess',
  // messages (issue 5)
  unreadMessageCount: '/api/Message/UnReadMessageCount',
  messageDetail: '/api/Message/GetMessageSelfInfoDetail',
  messageList: '/api/Message/List',
  messageMarkRead: '/api/Message/MarkRead',
  messageMarkAllRead: '/api/Message/MarkAllRead',
  messageDelete: '/api/Message/Delete',
  messageSend: '/api/Message/Send',
  messageSentList: '/api/Message/SentList',
  messageRecipients: '/api/Message/Recipients',
  globalMessageSend: '/api/Message/SendGlobal',
  globalMessageList: '/api/Message/GlobalList',
  globalMessageWithdraw: '/api/Message/Withdraw',
  // shipping instructions (issue 6, spec §7)
  siSourceData: '/api/TDBillLadingSI/GetDataInfo',
  siBookingList: '/api/TDBillLadingSI/BookingList',
  siCheck: '/api/TDBillLadingInfo/CheckTDBillLadingInfo',
  siAdd: '/api/TDBillLadingInfo/AddTDBillLadingInfoList',
  siAddOnBehalf: '/api/TDBillLadingInfo/PTAddTDBillLadingInfoList',
  siModify: '/api/TDBillLadingInfo/ModifyTDBillLadingInfo',
  siList: '/api/TDBillLadingInfo/GetTDBillLadingInfoList',
  siGet: '/api/TDBillLadingInfo/GetTDBillLadingInfo',
  siLog: '/api/TDBillLadingInfo/GetTDBillLadingLog',
  siChangeStatus: '/api/TDBillLadingInfo/ChangeTDBillLadingStatus',
  siDelete: '/api/TDBillLadingInfo/DeleteTDBillLadingInfo',
  siReviewQueue: '/api/TDBillLadingInfo/ReviewQueue',
  siSubmitLog: '/api/TDBillLadingInfo/SubmitLog',
  siCreationLog: '/api/TDBillLadingInfo/CreationLog',
  siBehalfEmployees: '/api/TDBillLadingSI/CompanyEmployees',
  siTemplateSave: '/api/TDBillLadingTemplate/AddOrModifyTDTemplate',
  siTemplateGet: '/api/TDBillLadingTemplate/GetTDTemplateInfo',
  siTemplateList: '/api/TDBillLadingTemplate/List',
  siTemplateDelete: '/api/TDBillLadingTemplate/Delete',
} as const;

/**
 * The three main-site host names (spec §9): they show the platform itself; any other host is a
 * company's own site, resolved with ShowPointTo.
 */
export const MAIN_SITE_HOSTS: readonly string[] = ['localhost', '127.0.0.1', 'www.globalfreight.cn'];

/** Request header: the site a browser request came from (spec §7 portal key). */
export const PORTAL_KEY_HEADER = 'portal-key';
/** Answer header of a 403: a new, employee-scoped token to take (spec §8). */
export const LOGIN_ACCESS_TOKEN_HEADER = 'login-access-token';

/** Every browser request says which client version it is (spec §7: web-version 1). */
export const WEB_VERSION = '1';
