import { eq, inArray } from 'drizzle-orm';
import { MODULES } from '../../modules/index.ts';
import { titleId } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { catalogTrees, printTemplates, signAuthorizations, updateMessages, updateMessageReads, users } from '../db/schema.ts';
import { translate } from '../lib/translate.ts';
import { builtinTemplate, checkTemplate } from '../print/print.service.ts';
import { DEFAULT_FILE_NAME_PARTS } from '../../shared/print-placeholders.ts';
import demoCatalogues from './demo-catalogues.json' with { type: 'json' };

type CatalogNode = { code: string; name: string; names: { en: string; es: string }; children?: CatalogNode[] };

async function seedCatalog(db: Db, kind: 'area' | 'projectClass', nodes: CatalogNode[], parent: { id: number; path: string } | null = null) {
  for (const [sort, node] of nodes.entries()) {
    const [row] = await db
      .insert(catalogTrees)
      .values({ kind, parentId: parent?.id ?? null, code: node.code, name: node.name, names: node.names, sort })
      .returning();
    const path = `${parent?.path ?? '/'}${row.id}/`;
    await db.update(catalogTrees).set({ path }).where(eq(catalogTrees.id, row.id));
    if (node.children) await seedCatalog(db, kind, node.children, { id: row.id, path });
  }
}

/**
 * Demo configuration, seeded once with the demo data so no administration screen starts empty: areas and project
 * classes; each approval module's standard print form as a saved template (not the default: printing keeps
 * following the module's fields until an administrator chooses one); a sign authorization the general manager has
 * set for his coming leave (it starts in a month, so it decides nothing today); and the release note of this
 * version, which the demo accounts have read (an account created later is shown it once).
 */
export async function seedDemoConfiguration(db: Db) {
  // Regions a consulting group works in, and how it classifies its projects: what an administrator would have entered.
  await seedCatalog(db, 'area', demoCatalogues.area);
  await seedCatalog(db, 'projectClass', demoCatalogues.projectClass);
  const approvalModules = MODULES.filter((descriptor) => descriptor.flow);
  if (approvalModules.length)
    await db.insert(printTemplates).values(
      approvalModules.map((descriptor) => {
        const template = { module: descriptor.key, content: builtinTemplate(descriptor, 'zh'), fileNameParts: [...DEFAULT_FILE_NAME_PARTS] };
        checkTemplate(template);
        return { ...template, name: `${translate('zh', titleId(descriptor))}（标准格式）` };
      }),
    );
  const people = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, ['manager01', 'leader01']));
  const idOf = (loginName: string) => people.find((person) => person.loginName === loginName)?.id;
  const [grantor, signer] = [idOf('manager01'), idOf('leader01')];
  if (grantor && signer) {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await db
      .insert(signAuthorizations)
      .values({ grantorId: grantor, signerId: signer, modules: approvalModules.map((m) => m.key), validFrom: day(30), validTo: day(44) });
  }
  const [note] = await db
    .insert(updateMessages)
    .values({
      version: '1.0',
      title: '办公管理系统上线',
      content:
        '<p>本版本提供：信息库、客户管理、财务报销与投标分发的申请与审批；可视化流程设计（字段权限、审批时限、批量审批、委托与签字授权）；统计报表与打印。</p>',
    })
    .returning({ id: updateMessages.id });
  const readers = await db.select({ id: users.id }).from(users);
  if (readers.length) await db.insert(updateMessageReads).values(readers.map((reader) => ({ userId: reader.id, messageId: note.id })));
}
