import { useState, type ReactNode } from 'react';
import type { LayoutKind } from '../../routes/types';
import { ShellNavbar } from '../ShellNavbar';
import { SideMenu } from '../SideMenu';
import { TabStrip } from '../tabs/TabStrip';

export interface WorkbenchFrameProps {
  /** The layout (styles the frame). */
  layout: LayoutKind;
  /** The side's home (brand link, and where closing the last tab goes). */
  home: string;
  /** Name of the side shown in the navbar. */
  side: string;
  children: ReactNode;
}

/** The frame of the working sides: navbar, side menu, tab strip and the page. */
export function WorkbenchFrame({ layout, home, side, children }: WorkbenchFrameProps) {
  const [menuOpen, setMenuOpen] = useState(true);
  return (
    <div className={`workbench-frame workbench-frame--${layout}${menuOpen ? '' : ' is-menu-closed'}`}>
      <ShellNavbar home={home} side={side} onToggleMenu={() => setMenuOpen((o) => !o)} />
      <div className="workbench-frame__body">
        {menuOpen && <SideMenu />}
        <main className="workbench-frame__main">
          <TabStrip home={home} />
          <div className="workbench-frame__page">{children}</div>
        </main>
      </div>
    </div>
  );
}
