import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { Answer } from '../../../shared/schemas/answer.schema.ts';
import type { clearance } from '../../../shared/schemas/people.schema.ts';
import { api } from '../../api/base-api.ts';
import { useRecordQuery } from '../../api/engine.api.ts';
import type { EngineSlots } from '../../engine/module/engine-slots.ts';

type Clearance = Answer<typeof clearance>;

const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    clearance: build.query<Clearance, number>({ query: (archiveId) => ({ url: `/people/clearance/${archiveId}`, silent: true }) }),
  }),
});

const heading = { fontWeight: 600, color: 'text.secondary', mt: 1, mb: 0.25, fontSize: 13 } as const;
const line = { px: 0, py: 0.25, fontSize: 13, gap: 1 } as const;

/** One kind of outstanding thing: its heading with the count, then one line each. */
function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const intl = useIntl();
  if (count === 0) return null;
  const label = intl.formatMessage({ id: title }, { count });
  return (
    <>
      <Typography sx={heading}>{label}</Typography>
      <List disablePadding dense aria-label={label}>
        {children}
      </List>
    </>
  );
}

/** A picked archive as an id: a number, or the digits a form may hold. */
const archiveIdOf = (value: unknown) => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * What the person an archive names still holds (`GET /people/clearance/:archiveId`), read afresh each time: goods in
 * their custody or lent to them, money they owe and their own documents in approval, each by module title and serial
 * number, and their open approvals with the step; "nothing outstanding" when empty. Goods and debts block the signing.
 */
export function ClearanceList({ archiveId }: { archiveId: number }) {
  const intl = useIntl();
  const { data, isFetching, isError } = peopleApi.useClearanceQuery(archiveId, { refetchOnMountOrArgChange: true });
  if (isError) return null;
  if (!data || isFetching) return <LinearProgress aria-label={intl.formatMessage({ id: 'hr.clearanceLoading' })} sx={{ mt: 1 }} />;
  const blocking = data.assets.length + data.loans.length + data.owed.length;
  const total = blocking + data.tasks.length + data.inApproval.length;
  return (
    <Box data-testid="clearance" sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <FormattedMessage id="hr.clearanceTitle" />
      </Typography>
      {total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="hr.clearanceNothing" />
        </Typography>
      ) : (
        <>
          {blocking > 0 && (
            <Alert severity="warning" sx={{ my: 0.5, py: 0 }}>
              <FormattedMessage id="hr.clearanceBlocks" />
            </Alert>
          )}
          <Section title="hr.clearanceAssets" count={data.assets.length}>
            {data.assets.map((asset) => (
              <ListItem key={asset.id} sx={line}>
                <span style={{ fontFamily: 'monospace' }}>{asset.tag}</span> {asset.item}
              </ListItem>
            ))}
          </Section>
          <Section title="hr.clearanceLoans" count={data.loans.length}>
            {data.loans.map((loan) => (
              <ListItem key={loan.itemId} sx={line}>
                {loan.item} × {intl.formatNumber(loan.quantity)}
              </ListItem>
            ))}
          </Section>
          {(
            [
              ['hr.clearanceOwed', data.owed],
              ['hr.clearanceInApproval', data.inApproval],
            ] as const
          ).map(([title, documents]) => (
            <Section key={title} title={title} count={documents.length}>
              {documents.map((document) => (
                <ListItem key={document.recordId} sx={line}>
                  {document.title} <span style={{ fontFamily: 'monospace' }}>{document.serialNo}</span>
                </ListItem>
              ))}
            </Section>
          ))}
          <Section title="hr.clearanceTasks" count={data.tasks.length}>
            {data.tasks.map((task, index) => (
              <ListItem key={`${task.recordId}-${index}`} sx={line}>
                {task.title} <span style={{ fontFamily: 'monospace' }}>{task.serialNo}</span> · {task.step}
              </ListItem>
            ))}
          </Section>
        </>
      )}
    </Box>
  );
}

const employeeFieldOf = (descriptor: ModuleDescriptor) => descriptor.capabilities.clearance?.employee;

/** Under the employee field of a document that clears a person out (descriptor `clearance`), once one is picked. */
export const ClearanceUnderEmployee: NonNullable<EngineSlots['formField']> = ({ descriptor, field, values }) => {
  const archiveId = employeeFieldOf(descriptor) === field.key ? archiveIdOf(values[field.key]) : undefined;
  return archiveId ? <ClearanceList archiveId={archiveId} /> : null;
};

/** Below such a document's fields in its view: the clearance of the employee it names. */
export const ClearanceInView: NonNullable<EngineSlots['viewSection']> = ({ descriptor, id }) => {
  const employee = employeeFieldOf(descriptor);
  const { data } = useRecordQuery(employee ? { module: descriptor.key, id } : skipToken);
  const archiveId = employee && data ? archiveIdOf(data[employee]) : undefined;
  return archiveId ? <ClearanceList archiveId={archiveId} /> : null;
};
