import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSimulateQuery, useUserOptionsQuery, type Simulation, type UserListItem } from '../../api/admin.api.ts';
import { menuTitle, titleText } from '../../i18n/titles.ts';
import { PageCard } from '../../app/page-card.tsx';

type SimMenu = Simulation['menus'][number];

/** What a user gets, without signing in as them: menus, button codes, data scope in words, reachable people. */
export function SimulatorPage() {
  const intl = useIntl();
  const users = useUserOptionsQuery();
  const [user, setUser] = useState<UserListItem | null>(null);
  const { data, isFetching } = useSimulateQuery(user?.id ?? 0, { skip: !user });
  const title = (menu: SimMenu) => titleText(intl, menuTitle(menu));
  const children = useMemo(() => {
    const map = new Map<number | null, SimMenu[]>();
    for (const menu of data?.menus ?? []) map.set(menu.parentId, [...(map.get(menu.parentId) ?? []), menu]);
    return map;
  }, [data]);
  const render = (parentId: number | null): ReactNode =>
    (children.get(parentId) ?? []).map((menu) => (
      <TreeItem key={menu.menuId} itemId={String(menu.menuId)} label={title(menu)}>
        {render(menu.menuId)}
      </TreeItem>
    ));
  return (
    <PageCard title={<FormattedMessage id="menu.system.simulator" />}>
      <Autocomplete
        sx={{ maxWidth: 420, mb: 2 }}
        options={users.data ?? []}
        value={user}
        onChange={(_event, chosen) => setUser(chosen)}
        getOptionLabel={(option) => `${option.name} (${option.loginName})${option.officeName ? ` · ${option.officeName}` : ''}`}
        renderInput={(params) => <TextField {...params} size="small" label={intl.formatMessage({ id: 'admin.simulator.pick' })} />}
      />
      {!user && (
        <Typography color="text.secondary">
          <FormattedMessage id="admin.simulator.hint" />
        </Typography>
      )}
      {user && data && !isFetching && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="info" role="status">
            <strong>
              <FormattedMessage id={`dict.dataScope.${data.dataScope}`} />
            </strong>
            {' — '}
            {data.scopeInWords}
            <br />
            <FormattedMessage id="admin.simulator.reachable" values={{ n: data.reachableUsers }} />
          </Alert>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="admin.user.roles" />:
            </Typography>
            {data.user.isAdmin && <Chip size="small" color="warning" label={intl.formatMessage({ id: 'admin.simulator.admin' })} />}
            {data.user.roles.map((role) => (
              <Chip key={role} size="small" label={role} />
            ))}
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            <Paper variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                <FormattedMessage id="admin.simulator.menus" values={{ n: data.menus.length }} />
              </Typography>
              <SimpleTreeView
                aria-label={intl.formatMessage({ id: 'admin.simulator.menusLabel' })}
                defaultExpandedItems={data.menus.map((menu) => String(menu.menuId))}
              >
                {render(null)}
              </SimpleTreeView>
            </Paper>
            <Paper variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                <FormattedMessage id="admin.simulator.buttons" values={{ n: data.buttons.length }} />
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} data-testid="simulated-buttons">
                {data.buttons.map((code) => (
                  <Chip key={code} size="small" variant="outlined" label={code} sx={{ fontFamily: 'monospace' }} />
                ))}
              </Box>
            </Paper>
          </Box>
        </Box>
      )}
    </PageCard>
  );
}
