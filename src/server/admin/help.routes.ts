import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { helpArticleBody } from '../../shared/schemas/config.schema.ts';
import { id, idParam } from '../../shared/schemas/input.schema.ts';
import { helpArticles } from '../db/schema.ts';
import { sanitizeRichText } from '../engine/rich-text.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { refuseTaken } from '../lib/unique-value.ts';
import { treeOf } from '../lib/tree.ts';
import { helpArticle, helpTreeNode } from '../../shared/schemas/admin.schema.ts';
import { answer, nothing } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import type { Locale } from '../../shared/i18n/languages.ts';
import { visibleMenus } from './menu.routes.ts';

type Translations = NonNullable<typeof helpArticles.$inferSelect.translations>;

/** An article as stored: its rich text sanitised, each other language kept when it has a title. */
const articleValues = ({ titleEn, contentEn, titleEs, contentEs, ...body }: z.infer<typeof helpArticleBody>) => {
  const translations: Translations = {};
  if (titleEn) translations.en = { title: titleEn, content: sanitizeRichText(contentEn ?? '') };
  if (titleEs) translations.es = { title: titleEs, content: sanitizeRichText(contentEs ?? '') };
  return { ...body, content: sanitizeRichText(body.content), translations, updatedAt: new Date() };
};

/** An article as answered: in the reader's language (else Chinese), with every language for its editor. */
function articleIn(locale: Locale, { translations, ...row }: typeof helpArticles.$inferSelect) {
  const shown = translations?.[locale] ?? row;
  return {
    ...row,
    title: shown.title,
    content: shown.content,
    sourceTitle: row.title,
    sourceContent: row.content,
    titleEn: translations?.en?.title ?? '',
    contentEn: translations?.en?.content ?? '',
    titleEs: translations?.es?.title ?? '',
    contentEs: translations?.es?.content ?? '',
  };
}

/** Help centre (spec §7 Help centre): the reader the navbar help icon opens at /helpcenter/info, and its editing. */
export const helpRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get('/helpcenter/queryTree', { schema: { tags: ['help'], response: { 200: answer(z.array(helpTreeNode)) } } }, async (request, reply) => {
    const title = sql<string>`coalesce(${helpArticles.translations} -> ${request.locale} ->> 'title', ${helpArticles.title})`;
    const rows = await db
      .select({ id: helpArticles.id, parentId: helpArticles.parentId, title, sort: helpArticles.sort })
      .from(helpArticles)
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
    return reply.ok(treeOf(rows, (row) => row.id));
  });

  /** The whole help centre as one tree, each article with its content, in the reader's language: the reader's table of contents and search. */
  app.get('/helpcenter/queryTrees', { schema: { tags: ['help'], response: { 200: answer(z.array(z.looseObject({}))) } } }, async (request, reply) => {
    const rows = await db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
    const shown = rows.map((row) => {
      const article = articleIn(request.locale, row);
      return {
        id: article.id,
        parentId: article.parentId,
        code: article.code,
        sort: article.sort,
        title: article.title,
        content: article.content,
        updatedAt: row.updatedAt,
      };
    });
    return reply.ok(treeOf(shown, (row) => row.id));
  });

  /**
   * The help for a page of the menu the user sees: the article whose code is the menu entry's code, else its nearest
   * parent's; `null` when none has one. A menu entry the user does not see (or none) is not found.
   */
  app.get(
    '/helpcenter/menu/:id',
    { schema: { tags: ['help'], params: z.object({ id: idParam }), response: { 200: answer(helpArticle.nullable()) } } },
    async (request, reply) => {
      const visible = await visibleMenus(db, request.auth!, request.locale);
      const byId = new Map(visible.map((menu) => [menu.menuId, menu]));
      if (!byId.has(request.params.id)) throw new AppError(404);
      const codes: string[] = [];
      for (let menu = byId.get(request.params.id); menu; menu = menu.parentId ? byId.get(menu.parentId) : undefined) codes.push(menu.code);
      const rows = await db.select().from(helpArticles).where(inArray(helpArticles.code, codes));
      const nearest = codes.map((code) => rows.find((row) => row.code === code)).find((row) => row !== undefined);
      return reply.ok(nearest ? articleIn(request.locale, nearest) : null);
    },
  );

  app.get(
    '/helpcenter/:id',
    { schema: { tags: ['help'], params: z.object({ id: idParam }), response: { 200: answer(helpArticle) } } },
    async (request, reply) => {
      const [row] = await db.select().from(helpArticles).where(eq(helpArticles.id, request.params.id));
      if (!row) throw new AppError(404);
      return reply.ok(articleIn(request.locale, row));
    },
  );

  app.post(
    '/helpcenter',
    {
      config: { permission: ['helpcenter:add', 'helpcenter:update'] },
      schema: { tags: ['help'], body: helpArticleBody.extend({ id: id.optional() }), response: { 200: answer(helpArticle) } },
    },
    async (request, reply) => {
      const { id, ...body } = request.body;
      if (body.parentId && !(await db.select().from(helpArticles).where(eq(helpArticles.id, body.parentId)))[0]) throw badInput('parentId', 'errors.404');
      await refuseTaken(db, { id: helpArticles.id, field: 'code', holding: eq(helpArticles.code, body.code), except: id });
      if (id) {
        const [row] = await db.update(helpArticles).set(articleValues(body)).where(eq(helpArticles.id, id)).returning();
        if (!row) throw new AppError(404);
        return reply.ok(articleIn(request.locale, row), 'messages.saved');
      }
      const [row] = await db.insert(helpArticles).values(articleValues(body)).returning();
      return reply.ok(articleIn(request.locale, row), 'messages.created');
    },
  );
  app.delete(
    '/helpcenter/:id',
    { config: { permission: 'helpcenter:del' }, schema: { tags: ['help'], params: z.object({ id: idParam }), response: { 200: answer(nothing) } } },
    async (request, reply) => {
      const [child] = await db.select().from(helpArticles).where(eq(helpArticles.parentId, request.params.id)).limit(1);
      if (child) throw badInput('id', 'errors.menuHasChildren');
      await db.delete(helpArticles).where(eq(helpArticles.id, request.params.id));
      return reply.ok(null, 'messages.saved');
    },
  );
};
