import type { LayoutKind, RouteDef } from './types';
import type { ModuleKey } from './modules';

/*
 * Every route of spec §2.1–§2.18, once. Paths keep the spec's spelling, typos included
 * (quckBook, mainifest, GlobleHaven, Trach…, SISubimtList, CancleOrderList, newsDetaile).
 *
 * Reading of the compressed lists: a bare name after a full path shares that path's folder
 * ("/BasicData/ShippingCompany, GlobleHaven" → /BasicData/GlobleHaven); words in parentheses
 * are meanings, used for titles. In §2.18 the bullets with no path at all (shipping instruction,
 * booking, control/dashboard, freight tracking, packing lists, letters, rates, the test page)
 * sit under the external workbench base of §2.19, /external/workbench.
 */

interface Opts {
  keepAlive?: boolean;
  allowLogout?: boolean;
  everyone?: boolean;
  /** A detail page: its list is both the highlighted parent and the last page. */
  parent?: string;
  /** Other lists this detail page is opened from (whoever holds one of them may open it). */
  openedBy?: string[];
  redirectTo?: string;
  /** Another reading of an ambiguous spec path: the same page under a second address. */
  aliasOf?: string;
  keywords?: string[];
}
type Row = [name: string, zh: string, en: string, opts?: Opts];

const nameOf = (path: string) => (path === '/' ? 'home' : path.slice(1).split('/').join('.'));

function group(prefix: string, module: ModuleKey, layout: LayoutKind, rows: Row[], defaults: Opts = {}): RouteDef[] {
  return rows.map(([name, zh, en, opts = {}]) => {
    const o = { ...defaults, ...opts };
    // a page's own search words add to its group's
    if (defaults.keywords && opts.keywords) o.keywords = [...defaults.keywords, ...opts.keywords];
    const path = `${prefix}${name}`;
    const route: RouteDef = { path, name: nameOf(path), title: { zh, en }, module, layout };
    if (o.keepAlive) route.keepAlive = true;
    if (o.allowLogout) route.allowLogout = true;
    if (o.everyone) route.everyone = true;
    if (o.parent) {
      route.highlightParent = o.parent;
      route.lastPage = o.parent;
    }
    if (o.openedBy) route.openedBy = o.openedBy;
    if (o.redirectTo) route.redirectTo = o.redirectTo;
    if (o.aliasOf) route.aliasOf = o.aliasOf;
    if (o.keywords) route.keywords = o.keywords;
    return route;
  });
}

const KA: Opts = { keepAlive: true };
/** The staff's packing-list pages (§2.3), from which they open the workbench's log and reconciliation of a packing list. */
const STAFF_PACKING_PAGES = [
  '/cargoManager/TrachManManager',
  '/cargoManager/TrachManManagerUniversal',
  '/cargoManager/TrachManData',
  '/cargoManager/TrachManDataUniversal',
];
const PUBLIC: Opts = { allowLogout: true };
/** Any signed-in person: not governed by the menu tree. */
const ALL: Opts = { everyone: true };

export const routeTable: readonly RouteDef[] = [
  // §2.1 Internal: basic data
  ...group('/BasicData/', 'basicData', 'internal', [
    ['ShippingCompany', '船公司', 'Shipping lines', { keywords: ['carrier', '承运人'] }],
    ['GlobleHaven', '世界港口', 'World ports', { keywords: ['port', 'UN/LOCODE'] }],
    ['Wharf', '港区码头', 'Port-area terminals', { keywords: ['terminal'] }],
    ['CostName', '费用名称', 'Fee codes'],
    ['Cur', '币种', 'Currencies', { keywords: ['currency', 'exchange rate', 'exchange rates', '汇率', 'huilv'] }],
    ['Line', '航线', 'Routes', { keywords: ['trade lane'] }],
  ]),

  // §2.2 Internal: booking space
  ...group('/BookingSpace/', 'bookingSpace', 'internal', [
    ['Home', '快速自助订舱', 'Quick self-booking'],
    ['DcSearch', '快速订舱查询', 'Quick booking search', KA],
    ['DcOrder', '填写订舱信息', 'Fill in booking information'],
    ['MyOrder', '我的订单', 'My orders', KA],
    ['OrderTemp', '订舱模板', 'Booking templates'],
    ['SFTTemp', '收发通模板', 'Shipper/consignee/notify templates'],
    ['OrderRecode', '订舱记录', 'Booking records', KA],
    ['DCShipDispose', '订舱船公司配置', 'Booking carrier configuration'],
    ['DCCockpit', '订舱驾驶舱', 'Booking cockpit'],
  ]),
  ...group('/FlcExport/', 'bookingSpace', 'internal', [
    ['BookingOrder', '智能订舱', 'Smart booking'],
    ['FlcOrderData/BookingOrderList', '订舱数据列表', 'Booking data list', KA],
  ]),
  ...group('/quckBook/', 'bookingSpace', 'internal', [
    ['internalBookDetail', '订舱单详情', 'Booking note detail', { parent: '/quckBook/BookingManagement' }],
    ['internalBookOnline', '在线订舱', 'Online booking'],
    ['internalBookLogs', '订舱日志', 'Booking logs'],
    ['BookCode', '订舱代码', 'Booking code'],
    ['BookingManagement', '订舱单受理', 'Booking-note acceptance', KA],
  ]),

  // §2.3 Internal: cargo manager (all keepAlive)
  ...group(
    '/cargoManager/',
    'cargoManager',
    'internal',
    [
      ['TrachManDataAudit', '装箱单审核', 'Packing-list audit'],
      ['TrachManDataAuditUniversal', '通用装箱单审核', 'Universal packing-list audit'],
      ['TrachManManager', '已开装箱单', 'Opened packing lists'],
      ['TrachManManagerUniversal', '已开通用装箱单', 'Opened universal packing lists'],
      ['TrachManData', '装箱单数据查询', 'Packing-list data query'],
      ['TrachPreview', '装箱单预览', 'Packing-list preview'],
      ['TrachManDataUniversal', '我的装箱单', 'My packing lists'],
    ],
    KA,
  ),

  // §2.4 Internal: CRM
  ...group('/CRM/', 'crm', 'internal', [
    ['ActivityRecord', '活动记录', 'Activity records'],
    ['CustomerLeads', '客户线索', 'Customer leads', KA],
    ['OpenSeaPool', '公海池', 'Public pool', KA],
    ['CustomerResources', '客户资源', 'Customer resources', KA],
    ['MyCustomers', '我的客户', 'My customers', KA],
    ['BusinessOpportunities', '商机', 'Business opportunities'],
    ['FollowUpPlan', '跟进计划', 'Follow-up plans'],
    ['FollowUpRecord', '跟进记录', 'Follow-up records'],
    ['QuotationRecord', '报价记录', 'Quotation records'],
    ['CRMDataMaintenance', 'CRM数据维护', 'CRM data maintenance'],
    ['CustomerAnalysis', '客户分析', 'Customer analysis'],
    ['QuotationAnalysis', '报价分析', 'Quotation analysis'],
    ['RecycleBin', '回收站', 'Recycle bin'],
  ]),

  // §2.5 Internal: data maintenance
  ...group('/DataMaintenance/FreightRateMaintenance/', 'dataMaintenance', 'internal', [
    ['ShipCompany', '运价船公司维护', 'Rate carriers'],
    ['wharfmaintain', '运价码头维护', 'Rate terminals'],
    ['surchargetype', '附加费类型', 'Surcharge types'],
    ['linemaintain', '运价航线维护', 'Rate routes'],
    ['portmaintain', '运价港口维护', 'Rate ports'],
  ]),
  ...group('/DataMaintenance/', 'dataMaintenance', 'internal', [
    ['BasicDataMapping', '基础数据映射', 'Basic data mapping'],
    ['Linecode', '航线代码', 'Route codes'],
    ['ScheduleMaintenance', '实时船期信息', 'Real-time sailing info'],
    ['ShipAgency', '船代维护', 'Ship agencies'],
    ['OrderAgency', '订舱代理维护', 'Booking agencies'],
    ['ShipSchedulemaintain', '船期维护', 'Sailing schedules'],
    ['Shipmaintain', '船舶维护', 'Vessels', { keywords: ['vessel'] }],
    ['BookCodes', '订舱代码维护', 'Booking codes'],
    ['BillCode', '提单代码', 'Bill codes'],
  ]),

  // §2.6 Internal: e-mail campaigns and electronic packing
  ...group('/EDM/', 'edm', 'internal', [
    ['FreightEDM', '运价邮件报价', 'Rate e-mail quotes'],
    ['Workbench', '私域工作台', 'Private-domain workbench'],
  ]),
  ...group('/internal/ElectronicPacking/', 'electronicPacking', 'internal', [
    ['ApplyAudit', '电子装箱申请审核', 'Electronic packing application audit'],
    ['Unpacking', '拆箱', 'Unpacking'],
    ['OperatingRecord', '电子装箱操作记录', 'Electronic packing operations'],
  ]),

  // §2.7 Internal: online order entry
  ...group('/entryOrder/', 'entryOrder', 'internal', [
    ['entryOnlineList', '在线录单列表', 'Online entries', KA],
    ['entryOnline', '在线录单', 'Online entry'],
    ['orderSupplementList', '补料列表', 'Order supplements', KA],
    ['orderSupplement', '订单补料', 'Order supplement'],
    ['secondHalfTrack', '后半程跟踪', 'Second-half tracking'],
    ['secondHalfTrackSupplement', '后半程补料', 'Second-half supplement'],
    ['orderTracking', '订单跟踪', 'Order tracking'],
    ['logisticsData', '物流数据', 'Logistics data'],
    ['entryOrdeForm', '录单表单', 'Entry form'],
    ['EntryOrdeFormAdmin', '录单表单管理', 'Entry form administration'],
  ]),

  // §2.8 Internal: full-container export
  ...group('/FlcExport/', 'flcExport', 'internal', [
    ['FclFreight', '整箱运价', 'FCL rates'],
    ['AdditionalFee', '附加费', 'Additional fees'],
    ['PriceSet', '业务加价', 'Business mark-up'],
    ['QueryPrice', '运价查询', 'Rate query', KA],
  ]),

  // §2.9 Internal: freight tracking and general
  ...group('/internal/freightTrack/', 'freightTrack', 'internal', [
    ['FreightTrack', '货物跟踪', 'Freight tracking', KA],
    ['FreightTrackDetail', '货物跟踪详情', 'Freight tracking detail', { parent: '/internal/freightTrack/FreightTrack' }],
    ['UserSearchLog', '用户查询日志', 'User search log'],
  ]),
  ...group('', 'general', 'internal', [
    ['/workbench', '工作台', 'Workbench', { keywords: ['home', '首页'], everyone: true }],
    ['/internal/webview', '网页浏览', 'Web view', KA],
    ['/internal/userSetting', '个人设置', 'User settings', ALL],
    ['/internal/WorkCenter', '工作中心', 'Work center'],
    ['/internal/MaintenanceMenu', '内部菜单维护', 'Internal menu maintenance'],
    ['/internal/ExternalMaintenanceMenu', '外部菜单维护', 'External menu maintenance'],
    ['/UserCard/Index', '数字名片', 'Digital business card', { everyone: true, allowLogout: true, keywords: ['名片', 'business card', 'vCard'] }],
  ]),

  // §2.10 Internal: manifest
  ...group('/mainifest/sftTpl/', 'manifest', 'internal', [
    ['ManifestSFTTpl', '舱单收发通模板', 'Manifest party templates', KA],
    ['manifestSFTTplEdit', '编辑舱单收发通模板', 'Edit manifest party template', { parent: '/mainifest/sftTpl/ManifestSFTTpl' }],
  ]),
  ...group('/mainifest/config/', 'manifest', 'internal', [
    ['ManifestConfigList', '舱单配置列表', 'Manifest configurations', KA],
    ['ManifestConfigEdit', '编辑舱单配置', 'Edit manifest configuration', { parent: '/mainifest/config/ManifestConfigList' }],
    ['ManifestConfigInfo', '舱单配置详情', 'Manifest configuration detail', { parent: '/mainifest/config/ManifestConfigList' }],
  ]),
  ...group(
    '/mainifest/',
    'manifest',
    'internal',
    [
      ['create', '新建舱单', 'New manifest'],
      ['edit', '编辑舱单', 'Edit manifest', { parent: '/mainifest/submitList' }],
      ['submitList', '舱单提交列表', 'Submitted manifests', KA],
      ['submitInfo', '舱单提交详情', 'Submitted manifest detail', { parent: '/mainifest/submitList' }],
      ['submitFailedList', '舱单提交失败列表', 'Failed manifest submissions', KA],
      ['remarkConfig', '舱单备注配置', 'Manifest remark settings'],
      ['verifyList', '舱单审核列表', 'Manifests to verify', KA],
      ['verifyInfo', '舱单审核详情', 'Manifest verification detail', { parent: '/mainifest/verifyList' }],
      ['verifyFailedList', '舱单审核失败列表', 'Failed manifest verifications', KA],
      ['sendList', '舱单发送列表', 'Sent manifests', KA],
      ['UploadList', '舱单上传列表', 'Manifest uploads', KA],
      ['sendInfo', '舱单发送详情', 'Sent manifest detail', { parent: '/mainifest/sendList' }],
      ['trackList', '舱单跟踪列表', 'Manifest tracking', KA],
      ['trackInfo', '舱单跟踪详情', 'Manifest tracking detail', { parent: '/mainifest/trackList' }],
      ['sendFailList', '舱单发送失败列表', 'Failed manifest sends', KA],
      ['sendFailInfo', '舱单发送失败详情', 'Failed manifest send detail', { parent: '/mainifest/sendFailList' }],
      ['sendEditInfo', '舱单发送修改详情', 'Manifest send amendment detail', { parent: '/mainifest/sendList' }],
      ['sendEdit', '舱单发送修改', 'Amend sent manifest', { parent: '/mainifest/sendList' }],
    ],
    { keywords: ['manifest', '舱单'] },
  ),

  // §2.11 Internal: making bills and bill-of-lading application
  ...group('/MakeOrderBusiness/', 'makeBill', 'internal', [
    ['HBLMake', '分提单制作', 'House B/L making', { keywords: ['HBL'] }],
    ['InvoiceMake', '发票制作', 'Invoice making'],
    ['MBLMake', '主提单制作', 'Master B/L making', { keywords: ['MBL'] }],
  ]),
  ...group('/orderApply/', 'orderApply', 'internal', [
    ['apply/orderApply', '提单申请', 'B/L application', KA],
    ['apply/OrderApplyCheck', '风险查询', 'Risk query'],
    ['apply/applyLogs', '申请日志', 'Application logs'],
    ['check/checkLogs', '审核日志', 'Check logs'],
    ['guaranteeAmount', '担保额度', 'Guarantee amounts'],
    ['checkSetting', '审核设置', 'Check settings'],
    ['systemSetting', '提单申请系统设置', 'B/L application settings'],
    ['receiverMaintain', '收件人维护', 'Receivers'],
    ['authennAddressMaintain', '认证地址维护', 'Authenticated addresses'],
  ]),
  ...group('/PackingDynamic/', 'packingDynamic', 'internal', [
    ['Containermaintenance', '箱动态维护', 'Container dynamics maintenance'],
    ['Containerquerry', '箱动态查询', 'Container dynamics query', KA],
  ]),

  // §2.12 Internal: portal configuration
  ...group('/Portal/', 'portal', 'internal', [
    ['EnterpriseInformation', '企业信息', 'Enterprise information'],
    ['NewsManagement', '新闻管理', 'News management', KA],
    ['Announcement', '公告管理', 'Announcements'],
    ['NewsInfo', '新闻详情', 'News detail', { parent: '/Portal/NewsManagement' }],
    ['RecruitmentManagement', '招聘管理', 'Recruitment'],
    ['Setqymh', '启用企业门户', 'Enable portal'],
    ['ShipTableMaintain', '船期表维护', 'Sailing table maintenance'],
    ['ShipLetterMaintain', '船公司函件维护', 'Shipping letter maintenance'],
    ['Home', '门户首页配置', 'Portal home settings'],
    ['websiteConfig', '网站配置', 'Website configuration'],
    ['CustomerEnterpriseInformation', '客户企业信息', 'Customer enterprise information'],
    ['ProductService', '产品服务', 'Products and services'],
    ['OurAddress', '公司地址', 'Our addresses'],
    ['FloatingWindow', '悬浮窗', 'Floating window'],
  ]),

  // §2.13 Internal: sea freight
  ...group(
    '/SeaFreight/FreightManagement/',
    'seaFreight',
    'internal',
    [
      ['FareCockpit', '运价驾驶舱', 'Rate cockpit'],
      ['FCLFreight', '整箱运价维护', 'FCL rate maintenance', KA],
      ['FCLFreightSearch', '整箱运价查询', 'FCL rate search', KA],
      ['FCLFreightPost', '运价公告', 'Rate announcements'],
      ['FCLFreightHistory', '整箱运价历史', 'FCL rate history', KA],
      ['HistoryFreightSearch', '历史运价查询', 'Historical rate search', KA],
      ['FCLFreightAdd', '新增整箱运价', 'Add FCL rate'],
      ['ExpiredFreight', '过期运价', 'Expired rates'],
      ['FreightDrafts', '运价草稿', 'Rate drafts'],
      ['FreightNotVisible', '不可见运价', 'Hidden rates'],
      ['FreightModifyList', '运价待确认', 'Rates pending confirmation'],
      ['extracost', '额外费用', 'Extra costs'],
      ['FreightResult', '批量修改结果', 'Batch modification result'],
      ['SailScheduleTemplate', '船期模板', 'Sailing schedule templates'],
      ['ThirdFreightTemplate', '共享运价', 'Shared rates'],
      ['ThirdFreightMySubscribe', '我的订阅运价', 'My subscribed rates'],
      ['ThirdFreightMySubscribeSale', '外部分配运价', 'Externally allocated rates'],
      ['ThirdFreightOtherSubscribe', '他人订阅运价', 'Rates others subscribed'],
      ['ThirdFreightList', '第三方运价列表', 'Third-party rates'],
      ['FCLFreightConfiguration', '共享运价池', 'Shared rate pool'],
      ['FreightCustomerLevel', '运价客户等级', 'Rate customer levels'],
      ['FreightCustomerLevelCompany', '客户等级公司', 'Customer level companies'],
      ['FCLFreightBatch', '整箱运价批量维护', 'FCL rate batch maintenance'],
      ['NewFCLFreightBatch', '运价批量维护', 'Rate batch maintenance'],
      ['FCLFreightIncrease', '运价批量加价', 'FCL rate increase'],
    ],
    { keywords: ['freight', '运价'] },
  ),
  ...group('/SeaFreight/', 'seaFreight', 'internal', [
    ['quickQuoteSearchCenter', '快速报价中心', 'Quick quote search', KA],
    ['FreightPush', '销售加价', 'Sales mark-up'],
  ]),
  ...group(
    '/SeaFreight/NowOrderManagement/',
    'nowOrder',
    'internal',
    [
      ['ShippingSpaceOrder', '舱位订单', 'Space orders'],
      ['ShippingSpaceList', '舱位列表', 'Space list', KA],
      ['NowOrderList', '现舱订单', 'Ready-space orders', KA],
      ['NowOrderCancelList', '现舱取消订单', 'Cancelled ready-space orders'],
      ['NowOrderUpload', '现舱上传', 'Ready-space upload'],
      ['provider/MyNowOrderList', '我的现舱', 'My ready space'],
      ['saleingOrderList', '在售现舱', 'Ready space on sale'],
      ['SaledNowOrderList', '已售现舱', 'Sold ready space'],
      ['EditNowOrder', '编辑现舱', 'Edit ready space', { parent: '/SeaFreight/NowOrderManagement/NowOrderManagement' }],
      ['SubmitList', '现舱提交列表', 'Submitted ready space'],
      ['DraftList', '现舱草稿', 'Ready-space drafts'],
      ['NowOrderNew/NowOrderRelease', '发布现舱', 'Release ready space'],
      // §2.13 lists "NowOrderNew/NowOrderRelease": read as one path above, or as two pages here.
      ['NowOrderNew', '发布现舱', 'Release ready space', { aliasOf: '/SeaFreight/NowOrderManagement/NowOrderNew/NowOrderRelease' }],
      ['NowOrderRelease', '发布现舱', 'Release ready space', { aliasOf: '/SeaFreight/NowOrderManagement/NowOrderNew/NowOrderRelease' }],
      ['OnSaleNowOrderManagement', '在售现舱管理', 'On-sale ready-space management'],
      ['NowOrderManagement', '现舱管理', 'Ready-space management', KA],
      ['SoldNowOrderManagement', '已售现舱管理', 'Sold ready-space management'],
    ],
    { keywords: ['现舱', 'ready space', 'cabin'] },
  ),
  ...group(
    '/SeaFreight/LCLFreightManagement/',
    'lclFreight',
    'internal',
    [
      ['LCLRateMaintenance', '拼箱运价维护', 'LCL rate maintenance', KA],
      ['LCLRateEdit', '编辑拼箱运价', 'Edit LCL rate', { parent: '/SeaFreight/LCLFreightManagement/LCLRateMaintenance' }],
      ['LCLRateHistory', '拼箱运价历史', 'LCL rate history'],
      ['LCLSearch', '拼箱运价查询', 'LCL rate search', KA],
      ['FreightCo-load', '拼箱附加费维护', 'LCL surcharge maintenance'],
    ],
    { keywords: ['LCL', '拼箱'] },
  ),

  // §2.14 Internal: system
  ...group('/system/', 'system', 'internal', [
    ['menu', '菜单管理', 'Menus'],
    ['role/roleEdit', '角色编辑', 'Role editing', { keywords: ['grant menus', 'permissions'] }],
    ['role/companyRole', '公司角色', 'Company roles', { keywords: ['roles', 'permissions', 'grants'] }],
    [
      'employee/list',
      '账号设置',
      'Account settings',
      { ...KA, keywords: ['employees', 'employee list', 'staff', 'accounts', '员工', '员工列表', '绑定申请', 'bind requests'] },
    ],
    ['basicCode', '基础代码', 'Basic codes'],
    ['relationMapping', '关系映射', 'Relation mapping'],
    ['CurrentCompanyDetail', '本公司信息', 'Current company detail'],
    ['StuffEdit', '员工编辑', 'Edit employee', { parent: '/system/employee/list' }],
    ['CompanyApplication', '公司申请', 'Company applications'],
    ['CompanyAudit', '公司审核', 'Company audit', { ...KA, keywords: ['company applications', 'approve companies', 'onboarding'] }],
    ['CompanyAuditFinish', '已审核公司', 'Audited companies'],
    ['company/CreateCompany', '创建公司', 'Create company'],
    ['userCenter', '用户中心', 'User center', ALL],
    ['permission/permissionList', '权限列表', 'Permissions', { keywords: ['permission items'] }],
    ['HomePageManagement/RecommendedPort', '推荐港口', 'Recommended ports'],
    ['HomePageManagement/RecommendedFreightDms', '推荐运价', 'Recommended rates'],
    ['user/userList', '用户列表', 'Users', { ...KA, keywords: ['people', 'user accounts'] }],
    ['user/userSurvey', '用户概况', 'User survey'],
    // not in the spec: the background jobs that failed every attempt (issue 47), for whoever administers the menus
    ['jobs', '后台任务', 'Background jobs', { openedBy: ['/system/menu'], keywords: ['dead letters', 'failed jobs', 'retry', '失败任务', '死信', '重试'] }],
  ]),
  ...group('/system/', 'analysis', 'internal', [
    ['userRadar', '用户雷达', 'User radar'],
    ['SellRadar', '销售雷达', 'Sales radar'],
    ['PlatformFreightAnalysis', '平台运价分析', 'Platform rate analysis'],
    ['CustomerFreightAnalysis', '客户运价分析', 'Customer rate analysis'],
    ['CompanySalesAnalysis', '公司销售分析', 'Company sales analysis'],
    ['EmployeesSalesAnalysis', '员工销售分析', 'Employee sales analysis'],
    ['SalesAnalysisTablePla', '平台销售分析表', 'Platform sales analysis table'],
    ['CustomerCompanySalesAnalysis', '客户公司销售分析', 'Customer company sales analysis'],
    ['CustomerEmployeesSalesAnalysis', '客户员工销售分析', 'Customer employee sales analysis'],
    ['SalesAnalysisTable', '销售分析表', 'Sales analysis table'],
  ]),
  ...group('/system/', 'message', 'internal', [
    ['message', '我的消息', 'My messages', { ...KA, ...ALL, keywords: ['inbox', 'notifications'] }],
    ['messageDetail', '消息详情', 'Message detail', { parent: '/system/message', ...ALL }],
    ['messageManage', '消息管理', 'Message management'],
    ['sendGlobalMessage', '发送全局消息', 'Send a global message'],
    ['globalMessageList', '全局消息列表', 'Global messages'],
  ]),
  ...group('/system/company/', 'customer', 'internal', [
    ['customer/customerList', '客户列表', 'Customers', { ...KA, keywords: ['clients', 'customer companies'] }],
    ['customer/customerDetail', '客户详情', 'Customer detail', { parent: '/system/company/customer/customerList' }],
    ['customer/customerEdit', '编辑客户', 'Edit customer', { parent: '/system/company/customer/customerList' }],
    ['customer/customerRole', '客户角色', 'Customer roles'],
    ['customer/customerSurvey', '客户概况', 'Customer survey'],
    ['customer/CustomerBusinessPersonnel', '客户业务员', 'Customer salespeople'],
    ['editCompanyInfo', '编辑公司信息', 'Edit company information'],
  ]),
  ...group('/system/company/provider/', 'provider', 'internal', [
    ['providerList', '供应商列表', 'Providers', { ...KA, keywords: ['suppliers', 'vendors'] }],
    ['providerDetail', '供应商详情', 'Provider detail', { parent: '/system/company/provider/providerList' }],
    ['providerEdit', '编辑供应商', 'Edit provider', { parent: '/system/company/provider/providerList' }],
    ['providerRole', '供应商角色', 'Provider roles'],
    ['providerSurvey', '供应商概况', 'Provider survey'],
  ]),
  ...group(
    '/tdManage/',
    'si',
    'internal',
    [
      ['workbench', 'SI驾驶舱', 'SI cockpit'],
      ['siCheck', 'SI待审核', 'SI pending review', { ...KA, keywords: ['review queue', 'approve', '审单'] }],
      ['siMake', 'SI制作', 'Make SI'],
      ['siSubmitLog', 'SI提交日志', 'SI submission log'],
      ['siCreator', 'SI创建', 'Create SIs'],
      ['siMakeTd', '由SI制作提单', 'Make B/L from SI'],
      [
        'siDetail',
        'SI详情',
        'SI detail',
        {
          parent: '/tdManage/siCheck',
          openedBy: ['/tdManage/internalSiList', '/tdManage/siDataList', '/tdManage/siSubmitLog', '/tdManage/siCreator', '/tdManage/workbench'],
        },
      ],
      ['siAudit', 'SI审核', 'SI review', { parent: '/tdManage/siCheck' }],
      ['siDataList', 'SI数据列表', 'SI data list', KA],
      ['internalSiList', '内部SI列表', 'Internal SI list', KA],
    ],
    { keywords: ['SI', '提单补料', 'shipping instruction'] },
  ),

  // §2.15 Join flow and account
  ...group('', 'account', 'form', [
    ['/join/entry', '加入企业', 'Join a company', PUBLIC],
    ['/join/createCompany', '创建企业', 'Create a company', ALL],
    ['/join/bindCompany', '绑定企业', 'Bind to a company', ALL],
    ['/register', '注册', 'Register', PUBLIC],
    ['/chooseCompany', '选择企业', 'Choose a company', ALL],
    ['/wxLogin', '微信登录', 'Sign in with WeChat', PUBLIC],
    ['/employeeLogin', '企业账号登录', 'Company account sign-in', PUBLIC],
  ]),

  // §2.16 Customer portal
  ...group('/customer/', 'customerPortal', 'customer', [
    ['home', '客户门户首页', 'Customer portal home', PUBLIC],
    ['company', '公司介绍', 'Company', PUBLIC],
    ['cargoCenter', '货物跟踪中心', 'Cargo tracking', PUBLIC],
    ['freightCenter', '运价查询中心', 'Rate query', PUBLIC],
    ['product', '产品服务', 'Products', PUBLIC],
    ['aboutus', '关于我们', 'About us', PUBLIC],
    ['contact', '联系我们', 'Contact', PUBLIC],
    ['booking', '现舱查询', 'Ready-space query', PUBLIC],
    ['quicksearch', '快速查询', 'Quick search', PUBLIC],
    ['dataDownload', '资料下载', 'Downloads', PUBLIC],
    ['user', '用户中心', 'User center', { redirectTo: '/customer/userSetting', ...ALL }],
    ['userSetting', '账户设置', 'Account settings', ALL],
    ['message', '我的消息', 'My messages', { parent: '/customer/userSetting', ...ALL }],
  ]),

  // §2.17 Other portals (external)
  ...group('/external/', 'portalSite', 'tmh', [['thome', '第三方门户首页', 'Partner portal home', PUBLIC]]),
  ...group(
    '/external/',
    'portalSite',
    'newMh',
    [
      ['home', '门户首页', 'Portal home'],
      ['company', '企业介绍', 'About the company'],
      ['service', '服务介绍', 'Services'],
      ['newsList', '新闻列表', 'News'],
      ['newsDetaile', '新闻详情', 'News article', { parent: '/external/newsList' }],
      ['product', '产品介绍', 'Products'],
      ['aboutus', '关于我们', 'About us'],
      ['BeforeWorkBench', '进入工作台', 'Enter the workbench'],
    ],
    PUBLIC,
  ),
  ...group(
    '/external/electronic/',
    'publicSite',
    'external',
    [
      ['rates', '电子运价', 'Electronic rates'],
      ['schedules', '电子船期', 'Electronic schedules'],
      ['tracking', '电子跟踪', 'Electronic tracking'],
      ['download', '电子资料下载', 'Electronic downloads'],
    ],
    PUBLIC,
  ),
  ...group(
    '/external/MHpage/',
    'companySite',
    'mh',
    [
      ['Home', '首页', 'Home'],
      ['about', '关于我们', 'About us'],
      ['joinUs', '加入我们', 'Join us'],
      ['socialRecruitment', '社会招聘', 'Recruitment'],
      ['ContactUs', '联系我们', 'Contact us'],
      ['News', '新闻动态', 'News'],
    ],
    PUBLIC,
  ),
  ...group(
    '/external/service/',
    'publicSite',
    'external',
    [
      ['seaTransportation', '海运服务', 'Sea transport'],
      ['landTransportation', '陆运服务', 'Land transport'],
      ['airTransportation', '空运服务', 'Air transport'],
      ['seaTrain', '海铁联运', 'Sea-rail transport'],
      ['river', '内河运输', 'River transport'],
      ['supplyChain', '供应链服务', 'Supply chain'],
    ],
    PUBLIC,
  ),
  ...group(
    '/external/mainifest/',
    'publicSite',
    'form',
    [
      ['share', '舱单分享', 'Shared manifest'],
      ['shareInfo', '舱单分享详情', 'Shared manifest detail'],
      ['edit', '舱单在线编辑', 'Manifest online edit'],
      ['VGMEdit', 'VGM编辑', 'VGM edit', { keywords: ['VGM'] }],
      // not in spec §2: the shipper without an account approves the B/L draft from a share link
      // (operations.md §10.5 "draft to shipper"), beside the other public share pages
      ['blDraft', '提单草稿确认', 'B/L draft approval', { keywords: ['提单', 'HBL', 'draft'] }],
    ],
    PUBLIC,
  ),
  // not in spec §2: whoever holds an entry order's share link fills a supplement or records the
  // destination milestones without an account (operations.md §9.7), beside the other share pages
  ...group(
    '/external/entryOrder/',
    'publicSite',
    'form',
    [
      ['supplementShare', '补料填写', 'Supplement to fill', { keywords: ['补料', 'supplement'] }],
      ['secondHalfShare', '后半程节点更新', 'Destination milestones', { keywords: ['后半程', 'second half'] }],
    ],
    PUBLIC,
  ),
  ...group(
    '',
    'publicSite',
    'external',
    [
      ['/', '首页', 'Home'],
      // the spec's second address of the home page (§2: "/ and /mainPage (home, both allow logout)")
      ['/mainPage', '首页', 'Home', { aliasOf: '/' }],
      ['/QuickSearch', '快速查询', 'Quick search'],
      ['/newsDetail', '新闻详情', 'News detail', { parent: '/' }],
      ['/asiawise', '客户箱货查询', 'Customer container query'],
    ],
    PUBLIC,
  ),

  // §2.18 External workbench and manage
  ...group('/manage/', 'manage', 'externalManage', [
    ['message', '消息中心', 'Message center', { ...KA, ...ALL, keywords: ['inbox', 'notifications', 'my messages'] }],
    ['messageDetail', '消息详情', 'Message detail', { parent: '/manage/message', ...ALL }],
    ['userSetting', '账户设置', 'Account settings', ALL],
  ]),
  ...group('/workbench/', 'workbench', 'externalWorkbench', [['userSetting', '个人设置', 'User settings', ALL]]),
  ...group(
    '/external/workbench/mainifest/',
    'workbenchManifest',
    'externalWorkbench',
    [
      ['create', '新建舱单', 'New manifest'],
      ['edit', '编辑舱单', 'Edit manifest', { parent: '/external/workbench/mainifest/submitList' }],
      ['submitList', '舱单提交列表', 'Submitted manifests', KA],
      ['submitInfo', '舱单提交详情', 'Submitted manifest detail', { parent: '/external/workbench/mainifest/submitList' }],
      ['trackList', '舱单跟踪', 'Manifest tracking', KA],
      ['trackInfo', '舱单跟踪详情', 'Manifest tracking detail', { parent: '/external/workbench/mainifest/trackList' }],
      ['sftTpl/ManifestSFTTpl', '舱单收发通模板', 'Manifest party templates'],
      ['sftTpl/ManifestSFTTplEdit', '编辑收发通模板', 'Edit manifest party template', { parent: '/external/workbench/mainifest/sftTpl/ManifestSFTTpl' }],
      ['sendList', '舱单发送列表', 'Sent manifests', KA],
      ['sendInfo', '舱单发送详情', 'Sent manifest detail', { parent: '/external/workbench/mainifest/sendList' }],
    ],
    { keywords: ['manifest', '舱单'] },
  ),
  ...group(
    '/workbench/',
    'manifestCenter',
    'externalWorkbench',
    [
      ['mainifest/edit', '舱单编辑', 'Manifest edit'],
      ['manifest/ManifestUpload', '舱单上传', 'Manifest upload'],
      ['manifest/create', '舱单创建', 'New manifest'],
      ['manifest/submitList', '舱单提交列表', 'Submitted manifests', KA],
      ['mainifest/verifyInfo', '舱单审核详情', 'Manifest verification detail'],
      ['mainifest/submitFailedList', '舱单提交失败', 'Failed manifest submissions'],
      ['mainifest/trackList', '舱单跟踪', 'Manifest tracking', KA],
      ['mainifest/trackInfo', '舱单跟踪详情', 'Manifest tracking detail', { parent: '/workbench/mainifest/trackList' }],
      ['manifest/sftTpl/ManifestSFTTpl', '收发通模板', 'Manifest party templates'],
      // §2.18 "Also /workbench/mainifest/edit, …, submitFailedList, trackList, trackInfo": the bare names
      // follow mainifest/ above, or sit right under /workbench/; the second reading opens the same page.
      ['submitFailedList', '舱单提交失败', 'Failed manifest submissions', { aliasOf: '/workbench/mainifest/submitFailedList' }],
      ['trackList', '舱单跟踪', 'Manifest tracking', { aliasOf: '/workbench/mainifest/trackList' }],
      ['trackInfo', '舱单跟踪详情', 'Manifest tracking detail', { aliasOf: '/workbench/mainifest/trackInfo' }],
      ['mainifest/sftTpl/manifestSFTTplEdit', '编辑收发通模板', 'Edit manifest party template', { parent: '/workbench/manifest/sftTpl/ManifestSFTTpl' }],
    ],
    { keywords: ['manifest', '舱单'] },
  ),
  ...group(
    '/workbench/NowCargoSpace/',
    'workbench',
    'externalWorkbench',
    [
      ['NowCargoSpaceList', '现舱列表', 'Ready space', KA],
      ['NowCargoSpaceDetail', '现舱详情', 'Ready-space detail', { parent: '/workbench/NowCargoSpace/NowCargoSpaceList' }],
      ['NowOrderUpload', '现舱订单上传', 'Ready-space order upload'],
      ['NowOrderList', '我的现舱订单', 'My ready-space orders', KA],
      ['CancleOrderList', '已取消现舱订单', 'Cancelled ready-space orders'],
    ],
    { keywords: ['现舱', 'ready space'] },
  ),
  ...group(
    '/external/workbench/',
    'si',
    'externalWorkbench',
    [
      ['SISubimtList', 'SI提交列表', 'Submitted SIs', KA],
      ['SILogs', 'SI日志', 'SI logs'],
      ['siSubmit', '提交SI', 'Submit SI'],
      ['siTemplate', 'SI模板', 'SI templates'],
      ['siSubmitLog', 'SI提交记录', 'SI submission records'],
    ],
    { keywords: ['SI', '提单补料', 'shipping instruction'] },
  ),
  ...group(
    '/external/workbench/',
    'workbenchBooking',
    'externalWorkbench',
    [
      ['BookThirdDetail', '第三方订舱详情', 'Third-party booking detail', { parent: '/external/workbench/BookOnline' }],
      ['BookOnline', '在线订舱', 'Online booking'],
      ['BookLogs', '订舱日志', 'Booking logs'],
      ['BookDrafts', '订舱草稿', 'Booking drafts'],
      ['OrderTracking', '订单跟踪', 'Order tracking', KA],
      ['BookOnlineDetail', '在线订舱详情', 'Online booking detail', { parent: '/external/workbench/BookOnline' }],
      ['booking/uploadBook', '上传订舱', 'Upload bookings'],
      ['booking/uploadBookLog', '订舱上传日志', 'Booking upload log'],
      ['BookingLog/OrderUploadLog', '订单上传日志', 'Order upload log'],
      ['OrderUpload', '订单上传', 'Order upload'],
      ['OrderTrackingDetail', '订单跟踪详情', 'Order tracking detail', { parent: '/external/workbench/OrderTracking' }],
    ],
    { keywords: ['booking', '订舱'] },
  ),
  // §2.19 names /external/workbench as the external side's base: its home page.
  ...group('', 'workbench', 'externalWorkbench', [
    ['/external/workbench', '工作台', 'Workbench', { keywords: ['home', '首页', 'external workbench', '外部工作台'], everyone: true }],
  ]),
  ...group('/external/workbench/', 'workbench', 'externalWorkbench', [
    // the platform's staff reach it from their work center (operations.md §12.3: every company's exceptions)
    ['control', '控制塔', 'Control tower', { openedBy: ['/internal/WorkCenter'] }],
    ['dashboard', '数据看板', 'Dashboard'],
    ['freightTrack/FreightTrack', '货物跟踪', 'Freight tracking', KA],
    ['freightTrack/FreightTrackDetail', '货物跟踪详情', 'Freight tracking detail', { parent: '/external/workbench/freightTrack/FreightTrack' }],
    ['ShippingLetter', '船公司函件', 'Shipping letters'],
    ['ShippingLetterOpen', '查看船公司函件', 'Open shipping letter', { parent: '/external/workbench/ShippingLetter' }],
    ['ShippingTable', '船期表', 'Sailing tables'],
    ['ShippingTableOpen', '查看船期表', 'Open sailing table', { parent: '/external/workbench/ShippingTable' }],
    ['PriceQuery', '运价查询', 'Rate query', KA],
    ['dsView', '电商运价', 'E-commerce rates'],
    ['test', '问卷答题', 'Answer a survey', ALL],
  ]),
  ...group(
    '/external/workbench/cargoManager/',
    'workbenchCargo',
    'externalWorkbench',
    [
      ['TrachManData', '装箱单数据', 'Packing-list data'],
      ['PackingPreview', '装箱单预览', 'Packing-list preview'],
      ['TrachManManager', '装箱单管理', 'Packing-list management'],
      // staff open the log and the reconciliation from their packing-list pages (operations.md §3.4)
      ['TrachManLog', '装箱单日志', 'Packing-list log', { openedBy: STAFF_PACKING_PAGES }],
      ['TrachManDataUniversal', '我的装箱单', 'My packing lists'],
      ['TrachManManagerUniversal', '通用装箱单管理', 'Universal packing-list management'],
      ['TrachManManagerApplication', '装箱单申请', 'Packing-list applications'],
      ['SplitDetail', '拆分详情', 'Split detail', { openedBy: STAFF_PACKING_PAGES }],
    ],
    KA,
  ),

  // Error pages (spec §2: unknown paths go to /internal/404; /formLayout/404 also exists)
  ...group('', 'errors', 'internal', [['/internal/404', '页面不存在', 'Page not found', PUBLIC]]),
  ...group('', 'errors', 'form', [['/formLayout/404', '页面不存在', 'Page not found', PUBLIC]]),
];
