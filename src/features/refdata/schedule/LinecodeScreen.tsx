import { rotationText } from '../../../domain/refdata/rotation';
import { refdataWords } from '../words';
import { ServiceGrid } from './ServiceGrid';
import { scheduleWords } from './words';

/**
 * /DataMaintenance/Linecode (航线代码): the carriers' service codes — the carrier's own code (DCSA
 * carrierServiceCode), the universal service reference, the lane, the rotation and the VSA partners
 * who sell the same loop under their own codes. The same rows as the services page, seen by their codes.
 */
export default function LinecodeScreen() {
  return (
    <ServiceGrid
      columns={[
        { key: 'CarrierCode', title: refdataWords.carrierCode, width: 90, filter: 'text', sortable: true },
        { key: 'ServiceCode', title: refdataWords.serviceCode, width: 90, filter: 'text', sortable: true },
        { key: 'UniversalServiceReference', title: scheduleWords.universalRef, width: 120, filter: 'text', sortable: true },
        { key: 'Name', title: refdataWords.serviceName, width: 220, filter: 'text', sortable: true },
        { key: 'LaneCode', title: refdataWords.lane, width: 70, filter: 'text', sortable: true },
        { key: 'Rotation', title: refdataWords.rotation, width: 380, text: (r) => rotationText(r.Rotation) },
        { key: 'PartnerCarrierCodes', title: scheduleWords.partners, width: 140, text: (r) => r.PartnerCarrierCodes.join(', ') },
      ]}
    />
  );
}
