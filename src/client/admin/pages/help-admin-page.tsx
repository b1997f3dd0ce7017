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
  ];
  return (
    <ConfigTreeScreen<HelpTreeNode>
      title="menu.system.helpAdmin"
      permission="helpcenter"
      nodes={data}
      getId={(node) => node.id}
      getLabel={(node) => node.title}
      fields={fields}
      loadForEdit={(node) => loadArticle(node.id).unwrap()}
      defaults={(parentId) => ({ parentId: parentValue(parentId), sort: '0', content: '' })}
      onSave={(body, node) =>
        save({
          id: node?.id,
          parentId: (body.parentId as number | null) ?? null,
          code: String(body.code),
          title: String(body.title),
          content: String(body.content ?? ''),
          sort: Number(body.sort ?? 0),
        }).unwrap()
      }
      onDelete={(node) => remove(node.id).unwrap()}
    />
  );
}
