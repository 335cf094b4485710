import { ACCESS } from '../../contract/access';
import { Gate } from '../../session/Gate';
import { ChangeLog, type ChangeLogProps } from '../../ui/audit/ChangeLog';
import { ADMIN_CHANGES } from './auditText';

/** The admin module's change log (src/ui/audit/ChangeLog.tsx in the admin module's words), for those who may read it. */
export function AuditPanel(props: Omit<ChangeLogProps, 'vocabulary'>) {
  return (
    <Gate access={ACCESS.auditRead}>
      <ChangeLog {...props} vocabulary={ADMIN_CHANGES} />
    </Gate>
  );
}
