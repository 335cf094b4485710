import { Button, ContextMenu, Menu, MenuItem } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import { normalizePath } from '../../routes/lookup';
import { useTabs } from './useTabs';
import { useCloseTab } from './useCloseTab';

/** The open pages of the internal and external workbench sides: click to switch, × to close. */
export function TabStrip({ home }: { home: string }) {
  const { tabs, dispatch } = useTabs();
  const lang = useLanguage();
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const close = useCloseTab();
  const current = normalizePath(location.pathname);

  return (
    <div className="tab-strip" role="tablist" aria-label={t('tabs')}>
      {tabs.map((tab) => {
        const active = normalizePath(tab.route) === current;
        return (
          <ContextMenu
            key={tab.route}
            content={
              <Menu>
                <MenuItem text={t('closeTab')} onClick={() => close(tab, home)} />
                <MenuItem
                  text={t('closeOthers')}
                  onClick={() => {
                    dispatch({ type: 'tab.othersClosed', route: tab.route });
                    if (!active) navigate(tab.href);
                  }}
                />
              </Menu>
            }
          >
            <div className={`tab-strip__tab${active ? ' is-active' : ''}`} role="presentation">
              <button
                type="button"
                role="tab"
                aria-selected={active}
                className="tab-strip__label"
                onClick={() => navigate(tab.href)}
                onAuxClick={(e) => e.button === 1 && close(tab, home)}
              >
                {tab.title[lang]}
              </button>
              <Button variant="minimal" size="small" icon="small-cross" aria-label={`${t('closeTab')}: ${tab.title[lang]}`} onClick={() => close(tab, home)} />
            </div>
          </ContextMenu>
        );
      })}
    </div>
  );
}
