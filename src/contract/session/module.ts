import { contractModule } from '../registry';

/** Sign-in and the session (spec §7), the social sign-in, and the binding offers a user decides (issue 11). */
export const sessionContract = contractModule({
  name: 'session',
  paths: {
    userLogin: '/api/WebsitePublic/UserLogin',
    employeeLogin: '/api/WebsitePublic/EmployeeLogin',
    currentUser: '/api/CurrentUser/Current',
    currentEmployee: '/api/CurrentEmployee/Current',
    boundEmployees: '/api/CurrentUser/GetUserBindEmployeeList',
    chooseDefaultEmployee: '/api/AuthUser/TryChooseDefaultEmployee',
    logout: '/api/AuthUser/Logout',
    register: '/api/WebsitePublic/Register',
    registerConfirm: '/api/WebsitePublic/RegisterConfirm',
    chooseEmployee: '/api/AuthUser/ChooseEmployee',
    changePassword: '/api/CurrentUser/ChangePassword',
    wxLoginConfig: '/api/WebsitePublic/WxLoginConfig',
    wxLoginStart: '/api/WxLogin/Start',
    wxLoginCallback: '/api/WxLogin/Callback',
    // a company's offer to bind the user to one of its employees, which the user accepts or declines (issue 11)
    bindOffers: '/api/CurrentUser/BindOffers',
    decideBindOffer: '/api/CurrentUser/DecideBindOffer',
  },
  access: {},
});
