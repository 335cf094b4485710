import { seedServiceTerminals } from './serviceTerminalsSeed';
import type { ServerModule } from '../module';
import { carrierRoutes } from './carriers';
import { portRoutes } from './portRoutes';
import { currencyRoutes } from './currencyRoutes';
import { feeCodeRoutes } from './feeCodeRoutes';
import { tradeLaneRoutes } from './tradeLaneRoutes';
import { suggestRoutes } from './suggestRoutes';
import { seedCurrencyNames, seedDemoExchangeRates } from './currencySeed';
import { seedReference } from './seed';
import { scheduleRoutes, vesselCallRoutes } from './scheduleRoutes';
import { seedScheduleTemplates, seedSchedules } from './scheduleSeed';
import { serviceRoutes } from './linerServiceRoutes';
import { scheduleTemplateRoutes } from './scheduleTemplateRoutes';
import { bookingAgencyRoutes } from './bookingAgencyRoutes';
import { bookCodeRoutes } from './bookCodeRoutes';
import { billCodeSeriesRoutes } from './billCodeSeriesRoutes';
import { seedBookingCodes } from './codesSeed';
import { vesselRoutes } from './vesselRoutes';
import { shipAgencyRoutes } from './shipAgencyRoutes';
import { seedShipAgencies } from './shipAgencySeed';
import { codeMappingRoutes } from './codeMappingRoutes';
import { mappingResolveRoutes } from './mappingResolveRoutes';
import { seedCodeMappings } from './mappingSeed';
import { terminalRoutes } from './terminalRoutes';
import { rateCarrierRoutes } from './rateCarrierRoutes';
import { ratePortRoutes } from './ratePortRoutes';
import { rateTerminalRoutes } from './rateTerminalRoutes';
import { surchargeTypeRoutes } from './surchargeTypes';
import { rateRouteRoutes } from './rateRoutes';
import { seedRateDictionaries, seedTerminals } from './dictionarySeed';

/** Reference data: carriers, ports and the other master lists (commercial.md §1). */
export const refdataModule: ServerModule = {
  name: 'refdata',
  tables: [
    'bill_code_series',
    'bill_numbers',
    'book_codes',
    'booking_agencies',
    'carriers',
    'code_mappings',
    'container_types',
    'countries',
    'currencies',
    'exchange_rates',
    'fee_codes',
    'package_codes',
    'port_groups',
    'ports',
    'rate_carriers',
    'rate_ports',
    'rate_routes',
    'rate_terminals',
    'schedule_templates',
    'services',
    'ship_agencies',
    'surcharge_types',
    'terminals',
    'trade_lane_ports',
    'trade_lanes',
    'unmapped_codes',
    'vessel_calls',
    'vessels',
  ],
  // read by other modules' lists that join, filter or sort on reference rows (086_reference_views.sql)
  views: [
    'carrier_directory',
    'container_type_directory',
    'currency_directory',
    'fee_code_directory',
    'port_directory',
    'trade_lane_port_directory',
    'vessel_call_directory',
    'vessel_directory',
  ],
  routes(app, { db, hub }) {
    carrierRoutes(app, db, hub);
    portRoutes(app, db, hub);
    feeCodeRoutes(app, db, hub);
    tradeLaneRoutes(app, db, hub);
    currencyRoutes(app, db);
    suggestRoutes(app, db, hub);
    scheduleRoutes(app, db);
    serviceRoutes(app, db, hub);
    vesselCallRoutes(app, db);
    scheduleTemplateRoutes(app, db, hub);
    bookingAgencyRoutes(app, db, hub);
    bookCodeRoutes(app, db, hub);
    billCodeSeriesRoutes(app, db, hub);
    vesselRoutes(app, db, hub);
    shipAgencyRoutes(app, db, hub);
    codeMappingRoutes(app, db, hub);
    mappingResolveRoutes(app, db);
    terminalRoutes(app, db, hub);
    rateCarrierRoutes(app, db, hub);
    ratePortRoutes(app, db, hub);
    rateTerminalRoutes(app, db, hub);
    surchargeTypeRoutes(app, db, hub);
    rateRouteRoutes(app, db, hub);
  },
  // after the SI seed: it made the first carriers, ports and container types, which this step completes
  seedsAfter: ['si'],
  // its seed needs the reference tables (025) to the services' terminals (032)
  seedNeedsMigration: 32,
  seed: [
    { name: 'reference-v1', run: seedReference },
    { name: 'schedules-v1', run: seedSchedules },
    { name: 'schedule-templates-v1', run: seedScheduleTemplates },
    { name: 'booking-codes-v1', run: seedBookingCodes },
    { name: 'ship-agencies-v1', run: seedShipAgencies },
    { name: 'code-mappings-v1', run: seedCodeMappings },
    { name: 'terminals-v1', run: seedTerminals },
    { name: 'rate-dictionaries-v1', run: seedRateDictionaries },
    { name: 'service-terminals-v1', run: seedServiceTerminals },
    // issue 32: Chinese names for the currencies seeded with their English one, and the demo's book rates
    { name: 'currency-names-v1', run: seedCurrencyNames },
    { name: 'demo-exchange-rates-v1', run: seedDemoExchangeRates },
  ],
};
