import { useMemo, useState } from 'react';
import { Command } from 'cmdk';
import { Classes, Icon, Overlay2, Tag } from '@blueprintjs/core';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import { routes } from '../../routes';
import { useSelector } from '@xstate/react';
import { mayOpen } from '../../session/access';
import { sessionActor } from '../../session/sessionActor';
import { MODULES, type ModuleKey } from '../../routes/modules';
import { normalizePath } from '../../routes/lookup';
import { usePersisted } from '../../lib/usePersisted';
import { recentRoutes } from '../../ui/recentRoutes';
import { logEvent } from '../../streams/eventLog';
import { isWeakMatch, search } from './matcher';
import { pinyinOf } from './pinyinTable';
import { shellCommands, type CommandContext } from './commands';
import { useShellModules } from '../shellModules';
import { buildPaletteIndex, type PaletteEntry } from './paletteIndex';

const RESULT_LIMIT = 50;

export interface PaletteProps {
  ctx: CommandContext;
  /** Closes the palette (the palette's actor lives in ../paletteState, which loads this chunk). */
  close(): void;
}

/**
 * The command palette (cmdk): every route the person may open and the shell's commands,
 * matched by Chinese title, pinyin (full or initials), English title, path and keywords.
 * cmdk's own filter is off: our matcher ranks, cmdk handles the keyboard and ARIA.
 */
export default function Palette({ ctx, close }: PaletteProps) {
  const lang = useLanguage();
  const t = useT();
  const [query, setQuery] = useState('');
  const recent = usePersisted(recentRoutes);
  // Only the routes this person may open (spec §6), judged when the palette opens and again when the
  // session's menus arrive: a palette opened (and typed in) while the page is still loading them found
  // nothing it may open, and kept finding nothing after they came.
  const { commands, screenFor } = useShellModules();
  const menus = useSelector(sessionActor, (s) => s.context.menuTree);
  const settled = useSelector(sessionActor, (s) => String(s.value));
  // biome-ignore lint/correctness/useExhaustiveDependencies: mayOpen reads the session, which menus and settled stand for
  const entries = useMemo(() => buildPaletteIndex(routes.filter(mayOpen), [...shellCommands, ...commands], pinyinOf), [commands, menus, settled]);
  const byId = useMemo(() => new Map(entries.map((e) => [e.doc.id, e])), [entries]);

  const visible = useMemo(() => entries.filter((e) => e.kind === 'route' || !e.command.available || e.command.available(ctx)), [entries, ctx]);
  // "Recent" means where the person was before: the page on screen is not boosted.
  const recentIds = useMemo(
    () =>
      recent
        .filter((p) => normalizePath(p) !== normalizePath(ctx.currentPath))
        .map((p) => `route:${p}`)
        .filter((id) => byId.has(id)),
    [recent, byId, ctx.currentPath],
  );
  // What can be used today comes first: commands and built pages, then pages not built yet.
  const usable = useMemo(() => new Set(entries.filter((e) => e.kind === 'command' || screenFor(e.route.path)).map((e) => e.doc.id)), [entries, screenFor]);
  const results = useMemo(
    () =>
      search(
        visible.map((e) => e.doc),
        query,
        { recent: recentIds, preferred: usable, limit: RESULT_LIMIT },
      ).map((d) => byId.get(d.id)!),
    [visible, query, recentIds, usable, byId],
  );

  const run = (entry: PaletteEntry) => {
    close();
    if (entry.kind === 'route') return ctx.navigate(entry.route.path);
    logEvent({ type: 'v1.PaletteCommandRan', id: entry.command.id });
    entry.command.perform(ctx);
  };

  return (
    <Overlay2 isOpen onClose={close} className={Classes.OVERLAY_SCROLL_CONTAINER} hasBackdrop canEscapeKeyClose canOutsideClickClose autoFocus enforceFocus>
      <div className="palette">
        <Command label={t('openPalette')} shouldFilter={false} loop>
          <div className="palette__input">
            <Icon icon="search" />
            <Command.Input autoFocus value={query} onValueChange={setQuery} placeholder={t('paletteHint')} aria-label={t('openPalette')} />
          </div>
          <Command.List className="palette__list">
            <Command.Empty>{t('paletteEmpty')}</Command.Empty>
            {results.map((entry) => (
              <Command.Item
                key={entry.doc.id}
                value={entry.doc.id}
                onSelect={() => run(entry)}
                className={isWeakMatch(entry.doc, query) ? 'palette__item palette__item--weak' : 'palette__item'}
                data-match={isWeakMatch(entry.doc, query) ? 'weak' : 'real'}
              >
                <PaletteRow
                  entry={entry}
                  lang={lang}
                  isRecent={recentIds.includes(entry.doc.id)}
                  recentLabel={t('paletteRecent')}
                  commandLabel={t('paletteCommands')}
                />
              </Command.Item>
            ))}
          </Command.List>
          <div className="palette__footer">{t('paletteFooter')}</div>
        </Command>
      </div>
    </Overlay2>
  );
}

interface RowProps {
  entry: PaletteEntry;
  lang: 'zh' | 'en';
  isRecent: boolean;
  recentLabel: string;
  commandLabel: string;
}

function PaletteRow({ entry, lang, isRecent, recentLabel, commandLabel }: RowProps) {
  const { screenFor } = useShellModules();
  const other = lang === 'zh' ? 'en' : 'zh';
  if (entry.kind === 'command') {
    return (
      <>
        <Icon icon="flash" className="palette__icon" />
        <span className="palette__title">{entry.command.label[lang]}</span>
        <Tag minimal className="palette__tag">
          {commandLabel}
        </Tag>
      </>
    );
  }
  const { route } = entry;
  const module = MODULES[route.module as ModuleKey];
  const built = !!screenFor(route.path);
  return (
    <>
      <Icon icon={built ? 'document' : 'build'} className="palette__icon" />
      <span className="palette__title">{route.title[lang]}</span>
      <span className="palette__secondary">{route.title[other]}</span>
      <code className="palette__path">{route.path}</code>
      {isRecent ? (
        <Tag minimal intent="primary" className="palette__tag">
          {recentLabel}
        </Tag>
      ) : (
        module && (
          <Tag minimal className="palette__tag">
            {module[lang]}
          </Tag>
        )
      )}
    </>
  );
}
