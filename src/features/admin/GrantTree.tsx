import { Button, Checkbox, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { EXTERNAL_MENU } from '../../contract/access';
import type { MenuNode } from '../../contract/admin';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { adminWords } from './words';

export interface GrantTreeProps {
  menus: MenuNode[];
  menuIds: ReadonlySet<number>;
  buttonIds: ReadonlySet<number>;
  onChange(next: { menuIds: Set<number>; buttonIds: Set<number> }): void;
}

const descendants = (n: MenuNode): MenuNode[] => [n, ...n.Children.flatMap(descendants)];

type Ids = ReadonlySet<number>;

/** The grants with a node and everything under it (with their buttons) given, or taken away. */
function grantsWithNode(menuIds: Ids, buttonIds: Ids, n: MenuNode, on: boolean) {
  const m = new Set(menuIds);
  const b = new Set(buttonIds);
  for (const d of descendants(n)) {
    if (on) {
      m.add(d.Id);
      for (const x of d.Buttons) b.add(x.Id);
    } else {
      m.delete(d.Id);
      for (const x of d.Buttons) b.delete(x.Id);
    }
  }
  return { menuIds: m, buttonIds: b };
}

/** The grants with one button given, or taken away. */
function grantsWithButton(menuIds: Ids, buttonIds: Ids, id: number, on: boolean) {
  const b = new Set(buttonIds);
  if (on) b.add(id);
  else b.delete(id);
  return { menuIds: new Set(menuIds), buttonIds: b };
}

/**
 * A role's grants as a checkable menu tree: checking a node checks everything under it (with
 * their buttons); unchecking takes them away; each node's buttons are checked one by one.
 */
export function GrantTree({ menus, menuIds, buttonIds, onChange }: GrantTreeProps) {
  const lang = useLanguage();
  const w = useWords(adminWords);
  const [open, setOpen] = useState<Set<number>>(() => new Set(menus.filter((m) => m.Path === EXTERNAL_MENU).map((m) => m.Id)));

  const contents = useMemo(() => {
    const toggleNode = (n: MenuNode, on: boolean) => onChange(grantsWithNode(menuIds, buttonIds, n, on));
    const toggleButton = (id: number, on: boolean) => onChange(grantsWithButton(menuIds, buttonIds, id, on));
    const info = (n: MenuNode): TreeNodeInfo => {
      const all = descendants(n);
      const checked = menuIds.has(n.Id);
      const some = all.some((d) => menuIds.has(d.Id));
      const title = lang === 'en' && n.TitleEn ? n.TitleEn : n.Title;
      return {
        id: n.Id,
        isExpanded: open.has(n.Id),
        hasCaret: n.Children.length > 0,
        label: (
          <span className="grant-tree__node">
            <Checkbox
              inline
              checked={checked}
              indeterminate={!checked && some}
              label={title}
              aria-label={`${title} ${n.Path}`}
              onChange={(e) => toggleNode(n, e.currentTarget.checked)}
              onClick={(e) => e.stopPropagation()}
            />
            {n.Buttons.map((btn) => (
              <Checkbox
                key={btn.Id}
                inline
                className="grant-tree__button"
                disabled={!checked}
                checked={checked && buttonIds.has(btn.Id)}
                label={lang === 'en' && btn.NameEn ? btn.NameEn : btn.Name}
                aria-label={`${title} ${btn.Code}`}
                onChange={(e) => toggleButton(btn.Id, e.currentTarget.checked)}
                onClick={(e) => e.stopPropagation()}
              />
            ))}
          </span>
        ),
        childNodes: n.Children.length ? n.Children.map(info) : undefined,
      };
    };
    return menus.map(info);
  }, [menus, menuIds, buttonIds, lang, open, onChange]);

  const flip = (id: number, on: boolean) =>
    setOpen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const all = () => setOpen(new Set(menus.flatMap(descendants).map((n) => n.Id)));
  return (
    <>
      <div className="grant-tree__tools">
        <Button size="small" icon="expand-all" text={w.expandAll} onClick={all} />
        <Button size="small" icon="collapse-all" text={w.collapseAll} onClick={() => setOpen(new Set())} />
      </div>
      <Tree className="grant-tree" contents={contents} onNodeExpand={(n) => flip(Number(n.id), true)} onNodeCollapse={(n) => flip(Number(n.id), false)} />
    </>
  );
}
