import {
  useDeleteHelpArticleMutation,
  useHelpAdminTreeQuery,
  useLazyHelpAdminArticleQuery,
  useSaveHelpArticleMutation,
  type HelpTreeNode,
} from '../../api/admin.api.ts';
import { ConfigTreeScreen } from '../components/config-tree-screen.tsx';
import { codeField, type FieldSpec, parentField, SORT_FIELD, parentValue } from '../components/form-model.ts';
import { CODES } from '../../../shared/rules/rules.ts';

/** Help centre admin: a tree of rich-text articles (sanitised by the server), read at /helpcenter/info. */
export function HelpAdminPage() {
  const { data } = useHelpAdminTreeQuery();
  const [loadArticle] = useLazyHelpAdminArticleQuery();
  const [save] = useSaveHelpArticleMutation();
  const [remove] = useDeleteHelpArticleMutation();
  const fields: FieldSpec[] = [
    parentField(
      data,
      (node) => node.id,
      (node) => node.title,
    ),
    { name: 'title', label: 'admin.help.title', kind: 'text', required: true, maxLength: 100 },
    codeField(CODES.helpArticle),
    SORT_FIELD,
    { name: 'content', label: 'admin.help.content', kind: 'richtext' },
    // The article in the other languages; a language left without a title shows its readers the Chinese.
    { name: 'titleEn', label: 'admin.help.titleEn', kind: 'text', maxLength: 200 },
    { name: 'contentEn', label: 'admin.help.contentEn', kind: 'richtext' },
    { name: 'titleEs', label: 'admin.help.titleEs', kind: 'text', maxLength: 200 },
    { name: 'contentEs', label: 'admin.help.contentEs', kind: 'richtext' },
  ];
  return (
    <ConfigTreeScreen<HelpTreeNode>
      title="menu.system.helpAdmin"
      permission="helpcenter"
      nodes={data}
      getId={(node) => node.id}
      getLabel={(node) => node.title}
      fields={fields}
      // The article is edited as written, not as the reader's language shows it.
      loadForEdit={(node) =>
        loadArticle(node.id)
          .unwrap()
          .then((article) => ({ ...article, title: article.sourceTitle, content: article.sourceContent }))
      }
      defaults={(parentId) => ({ parentId: parentValue(parentId), sort: '0', content: '' })}
      onSave={(body, node) =>
        save({
          id: node?.id,
          parentId: (body.parentId as number | null) ?? null,
          code: String(body.code),
          title: String(body.title),
          content: String(body.content ?? ''),
          titleEn: String(body.titleEn ?? ''),
          contentEn: String(body.contentEn ?? ''),
          titleEs: String(body.titleEs ?? ''),
          contentEs: String(body.contentEs ?? ''),
          sort: Number(body.sort ?? 0),
        }).unwrap()
      }
      onDelete={(node) => remove(node.id).unwrap()}
    />
  );
}
