import { useEffect, useState } from 'react';
import { Button, Callout, H2, Spinner, Tag } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { Gate } from '../../session/Gate';
import { AuditPanel } from './AuditPanel';
import { GrantTree } from './GrantTree';
import { RoleList } from './RolesScreen';
import { useRoleGrants, useSetRoleGrants } from './api/roles';
import { useIdParam } from '../../lib/useIdParam';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';

/** /system/role/roleEdit?id=: a role's grants as a checkable menu tree with buttons; without an id, the roles to pick from. */
export default function RoleEditScreen() {
  const w = useWords(adminWords);
  const c = useWords(commonWords);
  const id = useIdParam();
  const setGrants = useSetRoleGrants();
  const grants = useRoleGrants(id);
  const [menuIds, setMenuIds] = useState<Set<number>>(new Set());
  const [buttonIds, setButtonIds] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (!grants.data) return;
    setMenuIds(new Set(grants.data.MenuIds));
    setButtonIds(new Set(grants.data.ButtonIds));
  }, [grants.data]);

  if (id === undefined) {
    return (
      <section className="admin-screen">
        <H2>{w.roleEditing}</H2>
        <Callout icon="key">{w.pickRoleToEdit}</Callout>
        <RoleList scope="company" />
      </section>
    );
  }
  if (grants.isPending) return <Spinner />;
  if (grants.error)
    return (
      <Callout intent="danger" role="alert">
        {(grants.error as Error).message}
      </Callout>
    );
  const g = grants.data!;
  const access = g.TemplateKind ? ACCESS.templateRoleGrant : ACCESS.roleGrant;
  const save = async () => {
    await setGrants({ Id: g.RoleId, MenuIds: [...menuIds], ButtonIds: [...buttonIds] }, w.grantsSaved);
  };
  return (
    <section className="admin-screen">
      <H2>
        {c.roleGrants}：{g.Name} <Tag minimal>{g.Tree === 'internal' ? w.internalMenuTag : w.externalMenuTag}</Tag>
        {g.TemplateKind && (
          <Tag minimal intent="primary">
            {w.templateTag}
          </Tag>
        )}
      </H2>
      <p>{g.Description}</p>
      <Gate access={access}>
        <Button intent="primary" icon="floppy-disk" text={w.saveGrants} onClick={() => void save()} className="grant-save" />
      </Gate>
      <GrantTree
        menus={g.Menus}
        menuIds={menuIds}
        buttonIds={buttonIds}
        onChange={(n) => {
          setMenuIds(n.menuIds);
          setButtonIds(n.buttonIds);
        }}
      />
      <AuditPanel entity={['roleGrants', 'role']} entityId={g.RoleId} />
    </section>
  );
}
