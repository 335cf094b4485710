import type { SeedStep } from '../module';

export const MESSAGE_SEED: SeedStep[] = [
  {
    // company admins send messages to their own people (issue 5): the node joins their folder
    name: 'menus-v2-message-manage',
    async run(tx) {
      await tx.query(
        `insert into menus (tree, parent_id, path, title_zh, title_en, icon, sort_order)
         select 'external', f.id, '/system/messageManage', '消息管理', 'Message management', 'document', 70 from menus f
         where f.tree = 'external' and f.path = 'group:companyAdmin' on conflict (tree, lower(path)) do nothing`,
      );
    },
  },
];
