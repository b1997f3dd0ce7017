import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHelpArticleQuery, useHelpTreeQuery } from '../api/shell.api.ts';
import type { HelpNode } from '../api/types.ts';
import { PageCard } from '../app/page-card.tsx';

function HelpTree({
  nodes,
  depth,
  selected,
  onSelect,
}: {
  nodes: readonly HelpNode[];
  depth: number;
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <>
      {nodes.map((node) => (
        <Box key={node.id}>
          <ListItemButton selected={node.id === selected} onClick={() => onSelect(node.id)} sx={{ pl: 1.5 + depth * 2, borderRadius: 1 }}>
            <ListItemIcon sx={{ minWidth: 30 }}>
              <ArticleOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={node.title} slotProps={{ primary: { sx: { fontSize: 14 } } }} />
          </ListItemButton>
          {node.children.length > 0 && <HelpTree nodes={node.children} depth={depth + 1} selected={selected} onSelect={onSelect} />}
        </Box>
      ))}
    </>
  );
}

/** Help centre reader: the article tree and the chosen article, its HTML sanitised before it is shown. */
export function HelpCenterPage() {
  const { data: tree = [], isLoading } = useHelpTreeQuery();
  const [selected, setSelected] = useState<number | null>(null);
  useEffect(() => {
    if (selected === null && tree.length > 0) setSelected(tree[0].id);
  }, [tree, selected]);
  const article = useHelpArticleQuery(selected ?? 0, { skip: selected === null });
  const html = useMemo(() => (article.data ? DOMPurify.sanitize(article.data.content) : ''), [article.data]);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 3 }}>
        <PageCard title={<FormattedMessage id="menu.helpcenter.info" />} padding={1.5}>
          {isLoading ? (
            <Skeleton variant="rounded" height={120} />
          ) : (
            <List dense disablePadding>
              <HelpTree nodes={tree} depth={0} selected={selected} onSelect={setSelected} />
            </List>
          )}
        </PageCard>
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <PageCard>
          {article.isFetching || !article.data ? (
            <Skeleton variant="rounded" height={200} />
          ) : (
            <>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
                {article.data.title}
              </Typography>
              <Box
                className="help-article"
                sx={{ lineHeight: 1.8, '& h2': { fontSize: 18, mt: 3, mb: 1 }, '& img': { maxWidth: '100%' } }}
                dangerouslySetInnerHTML={{ __html: html }}
              />
            </>
          )}
        </PageCard>
      </Grid>
    </Grid>
  );
}
